import { useEffect, useRef } from 'react'
import { Form, Link, redirect, useNavigate, useNavigation } from 'react-router'
import { calibreLabelTr } from '~/domain/lead-details'
import { splitLeadDetails, type LeadDetailBlock } from '~/domain/lead-blocks'
import {
  formatKg,
  formatLeadDate,
  formatLeadDateTime,
  leadKindBadges,
  leadKindLabels,
  leadStatuses,
  leadStatusLabels,
  leadTabLabels,
  type LeadKindCode,
  type LeadStatusCode,
} from '~/domain/lead-labels'
import { isNarrowed, leadPeriods, leadQueryString, leadSorts, leadTabs, parseLeadQuery, type LeadQuery } from '~/domain/lead-query'
import { LEAD_NOTES_MAX, LeadActionSchema } from '~/forms/admin-lead'
import { deleteLead, getLead, listLeads, updateLead, type LeadDetail } from '~/lib/admin-leads.server'
import { redirectWithToast } from '~/lib/toast.server'
import { adminContext } from '~/middleware/admin.server'
import type { Route } from './+types/leads'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseLeadQuery(url.searchParams)
  const leadId = url.searchParams.get('lead')
  const [list, lead] = await Promise.all([listLeads(query), leadId ? getLead(leadId) : null])
  // After deletions a page number can point past the end.
  if (query.page > list.pages) throw redirect(`/admin/leads${leadQueryString({ ...query, page: list.pages }, { lead: leadId ?? undefined })}`)
  return {
    query,
    ...list,
    detail: leadId ? { id: leadId, lead, confirmDelete: Boolean(lead) && url.searchParams.get('confirmDelete') === '1' } : null,
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
        console.error(error)
        return false
      })
      return deleted
        ? redirectWithToast(back(), { type: 'success', title: 'Başarılı', description: 'Talep silindi' })
        : redirectWithToast(back(), { type: 'error', title: 'Hata', description: 'Talep silinemedi' })
    }
    case 'status':
    case 'notes': {
      const input = parsed.data.intent === 'status' ? { status: parsed.data.status } : { notes: parsed.data.notes }
      const what = parsed.data.intent === 'status' ? { done: 'Durum güncellendi', failed: 'Durum güncellenemedi' } : { done: 'Notlar kaydedildi', failed: 'Notlar kaydedilemedi' }
      const result = await updateLead(leadId, input, admin).catch((error) => {
        console.error(error)
        return null
      })
      return result
        ? redirectWithToast(back(leadId), { type: 'success', title: 'Başarılı', description: what.done })
        : redirectWithToast(back(leadId), { type: 'error', title: 'Hata', description: what.failed })
    }
  }
}

const sortLabels = { date: 'Tarih (en yeni)', name: 'Ad Soyad', company: 'Firma' } as const
const periodLabels = { all: 'Tüm zamanlar', 'this-month': 'Bu ay' } as const

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { query, leads, filtered, counts, total, pages, detail } = loaderData
  const listHref = (change: Partial<LeadQuery> = {}, extra: Record<string, string | undefined> = {}) =>
    `/admin/leads${leadQueryString({ ...query, ...change }, extra)}`
  const exportHref = `/admin/leads/export${leadQueryString({ ...query, page: undefined })}`
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
          <a href={exportHref} download className="rounded-lg border border-fig-700 px-4 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50">
            CSV İndir
          </a>
        </div>

        <FilterForm query={query} />

        <nav aria-label="Talep türleri" className="mt-6 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b border-stone-200">
            {leadTabs.map((tab) => (
              <li key={tab}>
                <Link
                  to={listHref({ type: tab, page: 1 })}
                  aria-current={query.type === tab ? 'page' : undefined}
                  data-testid={`lead-tab-${tab}`}
                  className={`-mb-px block border-b-2 px-4 py-2 text-sm font-medium ${query.type === tab ? 'border-fig-700 text-fig-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
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

        {leads.length ? (
          <ul className="mt-3 grid gap-4 2xl:grid-cols-2">
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} viewHref={listHref({}, { lead: lead.id })} deleteHref={listHref({}, { lead: lead.id, confirmDelete: '1' })} />
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
            {query.page > 1 ? <Link to={listHref({ page: query.page - 1 })} className="font-medium text-fig-700">← Önceki</Link> : <span />}
            <span>
              Sayfa {query.page} / {pages}
            </span>
            {query.page < pages ? <Link to={listHref({ page: query.page + 1 })} className="font-medium text-fig-700">Sonraki →</Link> : <span />}
          </nav>
        )}
      </div>

      {detail && <LeadDialog detail={detail} closeHref={listHref()} selfHref={listHref({}, { lead: detail.id })} />}
    </>
  )
}

const inputClass = 'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm'

/** GET form: the filters live in the URL, so they work without JavaScript. */
function FilterForm({ query }: { query: LeadQuery }) {
  return (
    <Form method="get" key={leadQueryString(query)} className="mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]" role="search">
      <div>
        <label htmlFor="lead-search" className="text-sm font-medium">Ara</label>
        <input id="lead-search" type="search" name="q" defaultValue={query.q} placeholder="Ad, firma, telefon veya e-posta" className={inputClass} />
      </div>
      <div>
        <label htmlFor="lead-type" className="text-sm font-medium">Tür</label>
        <select id="lead-type" name="type" defaultValue={query.type} className={inputClass}>
          {leadTabs.map((tab) => (
            <option key={tab} value={tab}>{leadTabLabels[tab]}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-sort" className="text-sm font-medium">Sıralama</label>
        <select id="lead-sort" name="sort" defaultValue={query.sort} className={inputClass}>
          {leadSorts.map((sort) => (
            <option key={sort} value={sort}>{sortLabels[sort]}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-period" className="text-sm font-medium">Dönem</label>
        <select id="lead-period" name="period" defaultValue={query.period} className={inputClass}>
          {leadPeriods.map((period) => (
            <option key={period} value={period}>{periodLabels[period]}</option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800">Filtrele</button>
        <Link to="/admin/leads" className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">Filtreleri Temizle</Link>
      </div>
    </Form>
  )
}

type CardLead = Route.ComponentProps['loaderData']['leads'][number]

function LeadCard({ lead, viewHref, deleteHref }: { lead: CardLead; viewHref: string; deleteHref: string }) {
  return (
    <article className="h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="lead-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900">{lead.name}</h2>
          <p className="text-sm text-stone-600">{lead.company || 'Bireysel müşteri'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <KindBadge kind={lead.kind} />
          <StatusBadge status={lead.status} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-[repeat(2,minmax(0,1fr))_minmax(0,1.6fr)_repeat(2,minmax(0,1fr))_minmax(0,1.4fr)]">
        <Field label="Telefon" value={lead.phone} />
        <Field label="Tarih" value={formatLeadDate(lead.createdAt)} />
        <Field label="E-posta" value={lead.email} className="col-span-2 sm:col-span-1" />
        <Field label="Miktar" value={formatKg(lead.quantity)} />
        <Field label="Paket" value={formatKg(lead.packSize)} />
        <Field label="Kalibre" value={lead.calibre ? calibreLabelTr(lead.calibre) : null} className="col-span-2 sm:col-span-1" />
      </dl>
      <div className="mt-4 flex gap-2">
        <Link to={viewHref} preventScrollReset className="rounded-lg bg-fig-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-fig-800">
          Görüntüle<span className="sr-only">: {lead.name}</span>
        </Link>
        <Link to={deleteHref} preventScrollReset className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">
          Sil<span className="sr-only">: {lead.name}</span>
        </Link>
      </div>
    </article>
  )
}

function Field({ label, value, children, className = '' }: { label: string; value?: string | null; children?: React.ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900">{children ?? (value || '-')}</dd>
    </div>
  )
}

const statusTones: Record<LeadStatusCode, string> = {
  new: 'bg-sky-100 text-sky-900',
  contacted: 'bg-amber-100 text-amber-900',
  quoted: 'bg-fig-100 text-fig-800',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-stone-200 text-stone-800',
  spam: 'bg-red-100 text-red-900',
}

function StatusBadge({ status }: { status: LeadStatusCode }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[status]}`} data-testid="lead-status">{leadStatusLabels[status]}</span>
}

function KindBadge({ kind }: { kind: LeadKindCode }) {
  return <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700" data-testid="lead-kind">{leadKindBadges[kind]}</span>
}

type Detail = NonNullable<Route.ComponentProps['loaderData']['detail']>

/**
 * The full-screen detail of `?lead=<id>`: rendered by the server (a link opens it, another closes
 * it), so it works without JavaScript; with JavaScript it also takes focus and closes on Escape.
 */
function LeadDialog({ detail, closeHref, selfHref }: { detail: Detail; closeHref: string; selfHref: string }) {
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [detail.id])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [closeHref, navigate])
  const { lead } = detail
  return (
    <div className="fixed inset-0 z-40 overflow-y-auto overscroll-contain bg-stone-50">
      {/* The page behind does not scroll while the detail is open. */}
      <style>{'html { overflow: hidden; }'}</style>
      <div role="dialog" aria-modal="true" aria-labelledby="lead-dialog-title" className="min-h-full" data-testid="lead-detail">
        <header className="sticky top-0 z-10 border-b border-stone-200 bg-white px-4 py-3 sm:px-8">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <h2 id="lead-dialog-title" ref={headingRef} tabIndex={-1} className="truncate font-serif text-2xl font-bold text-fig-800 outline-none">
                {lead ? lead.name : 'Talep bulunamadı'}
              </h2>
              {lead && (
                <span className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={lead.kind} />
                  <StatusBadge status={lead.status} />
                  <span className="text-sm text-stone-600">{formatLeadDateTime(lead.createdAt)}</span>
                </span>
              )}
            </div>
            <Link to={closeHref} preventScrollReset className="shrink-0 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100">
              <span aria-hidden="true">✕ </span>Kapat
            </Link>
          </div>
        </header>
        {lead ? (
          <div className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
            {detail.confirmDelete && <ConfirmDelete lead={lead} cancelHref={selfHref} />}
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
              <div className="space-y-6">
                <ContactPanel lead={lead} />
                <RequestPanel lead={lead} />
                <DetailsPanel blocks={splitLeadDetails(lead.details)} />
                <OriginPanel lead={lead} />
              </div>
              <div className="space-y-6">
                <StatusPanel lead={lead} />
                <NotesPanel lead={lead} />
                <HistoryPanel lead={lead} />
                <Panel title="Talebi Sil">
                  <p className="text-sm text-stone-600">Talep ve geçmişi kalıcı olarak silinir.</p>
                  <Link
                    to={`${selfHref}&confirmDelete=1`}
                    preventScrollReset
                    className="mt-3 inline-block rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                  >
                    Talebi Sil
                  </Link>
                </Panel>
              </div>
            </div>
          </div>
        ) : (
          <p className="mx-auto max-w-6xl px-4 py-10 text-stone-600 sm:px-8">Bu talep silinmiş olabilir.</p>
        )}
      </div>
    </div>
  )
}

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5" data-testid={testId}>
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const localeNames: Record<string, string> = { tr: 'Türkçe', en: 'İngilizce', de: 'Almanca' }

function ContactPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="İletişim Bilgileri">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Ad Soyad" value={lead.name} />
        <Field label="Firma" value={lead.company || 'Bireysel müşteri'} />
        <Field label="Telefon">{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-fig-700 underline">{lead.phone}</a> : '-'}</Field>
        <Field label="E-posta">{lead.email ? <a href={`mailto:${lead.email}`} className="text-fig-700 underline">{lead.email}</a> : '-'}</Field>
        <Field label="Adres" value={lead.address} />
      </dl>
    </Panel>
  )
}

function OriginPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Zaman ve Konum">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Tarih" value={formatLeadDateTime(lead.createdAt)} />
        <Field label="Şehir / İlçe" value={[lead.city, lead.district].filter(Boolean).join(' / ')} />
        <Field label="Ülke" value={lead.country} />
        <Field label="Dil" value={`${localeNames[lead.locale] ?? lead.locale} (${lead.locale})`} />
        <Field label="Sayfa" value={lead.sourcePath} />
        <Field label="Geldiği yer" value={lead.referrer} />
        <Field label="Kampanya (utm_source / utm_medium / utm_campaign)" className="sm:col-span-2">
          {[lead.utmSource, lead.utmMedium, lead.utmCampaign].some(Boolean) ? [lead.utmSource, lead.utmMedium, lead.utmCampaign].map((v) => v || '-').join(' / ') : '-'}
        </Field>
      </dl>
    </Panel>
  )
}

function RequestPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Talep Özeti">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Tür" value={leadKindLabels[lead.kind]} />
        <Field label="Ürün">
          {lead.product ? (
            <a href={`/products/${lead.product.slug}`} target="_blank" rel="noreferrer" className="text-fig-700 underline">
              {lead.product.title_tr}
            </a>
          ) : (
            '-'
          )}
        </Field>
        <Field label="Miktar" value={formatKg(lead.quantity)} />
        <Field label="Kalibre" value={lead.calibre ? calibreLabelTr(lead.calibre) : null} />
        <Field label="Paket boyutu" value={formatKg(lead.packSize)} />
        {lead.subject && <Field label="Konu" value={lead.subject} />}
        {lead.spamReason && <Field label="Spam nedeni" value={lead.spamReason} />}
      </dl>
    </Panel>
  )
}

function DetailsPanel({ blocks }: { blocks: LeadDetailBlock[] }) {
  return (
    <Panel title="Detaylar" testId="lead-details">
      {blocks.length ? (
        <div className="space-y-3">
          {blocks.map((block, i) =>
            block.kind === 'product' ? (
              <article key={i} className="rounded-xl border border-gold-300 bg-cream-50 p-4" data-testid="lead-product-block">
                <h4 className="font-semibold text-fig-800">
                  {block.heading}
                  {block.name && <span className="text-stone-900">: {block.name}</span>}
                </h4>
                {block.rows.length > 0 && (
                  <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
                    {block.rows.map((row, j) => (
                      <Field key={j} label={row.label} value={row.value} />
                    ))}
                  </dl>
                )}
                {block.lines.map((line, j) => (
                  <p key={j} className="mt-1 text-sm">{line}</p>
                ))}
              </article>
            ) : (
              <p key={i} className="whitespace-pre-line break-words text-sm text-stone-800">{block.text}</p>
            ),
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-500">Ek detay yok</p>
      )}
    </Panel>
  )
}

function SubmitButton({ intent, children, busyText, tone = 'primary' }: { intent: string; children: React.ReactNode; busyText: string; tone?: 'primary' | 'danger' }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const colours = tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-fig-700 hover:bg-fig-800'
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${colours}`}>
      {busy ? busyText : children}
    </button>
  )
}

function StatusPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Durum">
      <Form method="post" key={`${lead.id}-${lead.status}`} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="leadId" value={lead.id} />
        <div className="min-w-48 flex-1">
          <label htmlFor="lead-status" className="text-sm font-medium">Talep durumu</label>
          <select id="lead-status" name="status" defaultValue={lead.status} className={inputClass}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>{leadStatusLabels[status]}</option>
            ))}
          </select>
        </div>
        <SubmitButton intent="status" busyText="Kaydediliyor...">Durumu Kaydet</SubmitButton>
      </Form>
    </Panel>
  )
}

function NotesPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Dahili Notlar">
      <Form method="post" key={`${lead.id}-${lead.notes ?? ''}`} className="space-y-2">
        <input type="hidden" name="leadId" value={lead.id} />
        <label htmlFor="lead-notes" className="text-sm font-medium">Yalnızca yönetim panelinde görünür</label>
        <textarea id="lead-notes" name="notes" rows={5} maxLength={LEAD_NOTES_MAX} defaultValue={lead.notes ?? ''} className={inputClass} />
        <SubmitButton intent="notes" busyText="Kaydediliyor...">Notu Kaydet</SubmitButton>
      </Form>
    </Panel>
  )
}

function HistoryPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Geçmiş" testId="lead-history">
      <ol className="space-y-3 text-sm">
        {lead.events.map((event) => (
          <li key={event.id} className="border-l-2 border-fig-200 pl-3">
            <p className="font-medium text-stone-900">
              {event.type === 'status' ? (
                <>
                  Durum: {event.fromStatus ? leadStatusLabels[event.fromStatus] : '-'} → {event.toStatus ? leadStatusLabels[event.toStatus] : '-'}
                </>
              ) : event.note ? (
                'Not güncellendi'
              ) : (
                'Notlar temizlendi'
              )}
            </p>
            {event.type === 'note' && event.note && <p className="line-clamp-3 whitespace-pre-line break-words text-stone-700">{event.note}</p>}
            <p className="text-xs text-stone-500">
              {formatLeadDateTime(event.createdAt)}
              {event.adminEmail && ` · ${event.adminEmail}`}
            </p>
          </li>
        ))}
        <li className="border-l-2 border-stone-200 pl-3">
          <p className="font-medium text-stone-900">Talep alındı</p>
          <p className="text-xs text-stone-500">{formatLeadDateTime(lead.createdAt)}</p>
        </li>
      </ol>
    </Panel>
  )
}

/** The confirmation step of a deletion (`&confirmDelete=1`): works without a script's confirm(). */
function ConfirmDelete({ lead, cancelHref }: { lead: LeadDetail; cancelHref: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div ref={ref} tabIndex={-1} role="alertdialog" aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" className="mb-6 rounded-2xl border-2 border-red-300 bg-red-50 p-5 outline-none">
      <h3 id="confirm-delete-title" className="font-semibold text-red-900">Bu talebi silmek istediğinizden emin misiniz?</h3>
      <p id="confirm-delete-text" className="mt-1 text-sm text-red-900">
        {lead.name} ({formatLeadDate(lead.createdAt)}) talebi ve geçmişi kalıcı olarak silinecek. Bu işlem geri alınamaz.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="leadId" value={lead.id} />
          <SubmitButton intent="delete" busyText="Siliniyor..." tone="danger">Evet, Sil</SubmitButton>
        </Form>
        <Link to={cancelHref} preventScrollReset className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
          Vazgeç
        </Link>
      </div>
    </div>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Müşteri Talepleri | Yönetim Paneli' }]
