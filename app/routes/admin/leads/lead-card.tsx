import { Link } from 'react-router'
import { lineSummary } from '~/features/leads/lead-details'
import { companyLabel, countryLabelTr } from '~/features/leads/lead-labels'
import type { LeadCardData } from '~/features/leads/lead-list.server'
import { formatDate } from '~/lib/dates'
import { buttonClass } from '~/ui/button'
import { Detail, KindBadge, StatusBadge } from './lead-ui'

/** One lead of the list: who, when, its first product lines, and links to the detail and to deletion. */
export function LeadCard({ lead, viewHref, deleteHref }: { lead: LeadCardData; viewHref: string; deleteHref: string }) {
  const more = lead.lineCount - lead.lines.length
  return (
    <article className="h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="lead-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900 wrap-anywhere">{lead.name}</h2>
          <p className="text-sm text-stone-600 wrap-anywhere">{companyLabel(lead.company)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {lead.awaitingReply && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900" data-testid="lead-awaiting-reply">
              Yanıt bekliyor
            </span>
          )}
          <KindBadge kind={lead.kind} />
          <StatusBadge status={lead.status} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)]">
        <Detail label="Talep no." value={lead.reference} />
        <Detail label="Ülke" value={countryLabelTr(lead.country)} />
        <Detail label="Telefon" value={lead.phone} />
        <Detail label="Tarih" value={formatDate(lead.createdAt)} />
        <Detail label="E-posta" value={lead.email} className="col-span-2 sm:col-span-1" />
        {lead.lineCount > 0 && (
          <Detail label="Ürünler" className="col-span-2 sm:col-span-3">
            <ul data-testid="lead-card-lines">
              {lead.lines.map((line) => (
                <li key={line.position}>{lineSummary(line)}</li>
              ))}
              {more > 0 && <li className="text-stone-600">+{more} ürün daha</li>}
            </ul>
          </Detail>
        )}
      </dl>
      <div className="mt-4 flex gap-2">
        <Link to={viewHref} preventScrollReset className={buttonClass({ size: 'sm' })}>
          Görüntüle<span className="sr-only">: {lead.name}</span>
        </Link>
        <Link
          to={deleteHref}
          preventScrollReset
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Sil<span className="sr-only">: {lead.name}</span>
        </Link>
      </div>
    </article>
  )
}
