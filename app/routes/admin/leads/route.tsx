import { Link, redirect } from 'react-router'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { LeadActionSchema } from '~/features/leads/admin-schema'
import { getLead } from '~/features/leads/lead-detail.server'
import { leadTabLabels } from '~/features/leads/lead-labels'
import { listLeads } from '~/features/leads/lead-list.server'
import { isNarrowed, type LeadQuery, leadQueryString, leadTabs, parseLeadQuery } from '~/features/leads/lead-query'
import { deleteLead, updateLead } from '~/features/leads/lead-updates.server'
import { leadQuoteRows } from '~/features/quotes/admin-quotes.server'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/route'
import { LeadCard } from './lead-card'
import { LeadDialog } from './lead-dialog'
import { LeadFilterForm } from './lead-filter-form'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseLeadQuery(url.searchParams)
  const leadId = url.searchParams.get('lead')
  const [list, lead, quotes] = await Promise.all([listLeads(query), leadId ? getLead(leadId) : null, leadId ? leadQuoteRows(leadId) : []])
  // After deletions a page number can point past the end.
  if (query.page > list.pages)
    throw redirect(`/admin/leads${leadQueryString({ ...query, page: list.pages }, { lead: leadId ?? undefined })}`)
  return {
    query,
    ...list,
    detail: leadId ? { id: leadId, lead, quotes, confirmDelete: Boolean(lead) && url.searchParams.get('confirmDelete') === '1' } : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext)
  const query = parseLeadQuery(new URL(request.url).searchParams)
  const form = Object.fromEntries(await request.formData())
  const back = (lead?: string) => `/admin/leads${leadQueryString(query, { lead })}`
  const parsed = LeadActionSchema.safeParse(form)
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? 'Geçersiz istek'
    return redirectWithToast(back(typeof form.leadId === 'string' ? form.leadId : undefined), { type: 'error', title: 'Hata', description })
  }
  const { leadId } = parsed.data
  switch (parsed.data.intent) {
    case 'delete': {
      const deleted = await deleteLead(leadId).catch((error) => {
        logger.error({ err: error }, 'Deleting a lead failed')
        return false
      })
      return deleted
        ? redirectWithToast(back(), { type: 'success', title: 'Başarılı', description: 'Talep silindi' })
        : redirectWithToast(back(), { type: 'error', title: 'Hata', description: 'Talep silinemedi' })
    }
    case 'status':
    case 'notes': {
      const input = parsed.data.intent === 'status' ? { status: parsed.data.status } : { notes: parsed.data.notes }
      const what =
        parsed.data.intent === 'status'
          ? { done: 'Durum güncellendi', failed: 'Durum güncellenemedi' }
          : { done: 'Notlar kaydedildi', failed: 'Notlar kaydedilemedi' }
      const result = await updateLead(leadId, input, admin).catch((error) => {
        logger.error({ err: error }, 'Updating a lead failed')
        return null
      })
      return result
        ? redirectWithToast(back(leadId), { type: 'success', title: 'Başarılı', description: what.done })
        : redirectWithToast(back(leadId), { type: 'error', title: 'Hata', description: what.failed })
    }
  }
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { query, leads, filtered, counts, total, pages, detail } = loaderData
  const listHref = (change: Partial<LeadQuery> = {}, extra: Record<string, string | undefined> = {}) =>
    `/admin/leads${leadQueryString({ ...query, ...change }, extra)}`
  // The exports take the list's filters (not its page).
  const exportHref = (per?: 'line') => `/admin/leads/export${leadQueryString({ ...query, page: undefined }, { per })}`
  return (
    <>
      <div inert={detail ? true : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-bold text-fig-800">Müşteri Talepleri</h1>
            <span className="rounded-full bg-fig-100 px-3 py-1 text-sm font-semibold text-fig-800" data-testid="lead-total">
              Toplam {total} talep
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={exportHref()}
              download
              className="rounded-lg border border-fig-700 px-4 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50"
            >
              CSV İndir
            </a>
            <a
              href={exportHref('line')}
              download
              className="rounded-lg border border-fig-700 px-4 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50"
            >
              CSV İndir (ürün satırları)
            </a>
          </div>
        </div>

        <LeadFilterForm query={query} />

        {/* The tabs wrap onto a second row when the screen is narrow (as chips on a phone), so all of them are always in sight. */}
        <nav aria-label="Talep türleri" className="mt-6">
          <ul className="flex flex-wrap gap-2 sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-stone-200">
            {leadTabs.map((tab) => (
              <li key={tab}>
                <Link
                  to={listHref({ type: tab, page: 1 })}
                  aria-current={query.type === tab ? 'page' : undefined}
                  data-testid={`lead-tab-${tab}`}
                  className={`block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-2 ${query.type === tab ? 'border-fig-700 bg-fig-50 text-fig-800 sm:bg-transparent' : 'border-stone-300 bg-white text-stone-600 hover:text-stone-900 sm:border-transparent sm:bg-transparent'}`}
                >
                  {leadTabLabels[tab]} <span className="tabular-nums">({counts[tab]})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <p className="mt-4 text-sm text-stone-600" data-testid="lead-result-count">
          {filtered} talep bulundu
        </p>

        {/* One column that never grows past the page (a long name or address wraps instead), two on wide screens. */}
        {leads.length ? (
          <ul className="mt-3 grid grid-cols-1 gap-4 2xl:grid-cols-2">
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  viewHref={listHref({}, { lead: lead.id })}
                  deleteHref={listHref({}, { lead: lead.id, confirmDelete: '1' })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
            {isNarrowed(query) ? 'Talep bulunamadı' : 'Henüz talep yok'}
          </p>
        )}

        {pages > 1 && (
          <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-center gap-4 text-sm">
            {query.page > 1 ? (
              <Link to={listHref({ page: query.page - 1 })} className="font-medium text-fig-700">
                ← Önceki
              </Link>
            ) : (
              <span />
            )}
            <span>
              Sayfa {query.page} / {pages}
            </span>
            {query.page < pages ? (
              <Link to={listHref({ page: query.page + 1 })} className="font-medium text-fig-700">
                Sonraki →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>

      {detail && <LeadDialog detail={detail} closeHref={listHref()} selfHref={listHref({}, { lead: detail.id })} />}
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Müşteri Talepleri | Yönetim Paneli' }]
