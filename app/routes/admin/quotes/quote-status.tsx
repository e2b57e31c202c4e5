import type { ReactNode } from 'react'
import type { AdminVersionView } from '~/features/quotes/admin-quotes.server'
import { declineReasonNamesTr, declineReasons, quoteStatusNamesTr } from '~/features/quotes/quote-terms'
import { formatDate, formatDateTime } from '~/lib/dates'
import { isOneOf } from '~/lib/one-of'

const statusTones: Record<AdminVersionView['status'], string> = {
  draft: 'bg-stone-200 text-stone-800',
  sent: 'bg-sky-100 text-sky-900',
  superseded: 'bg-stone-100 text-stone-700',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  withdrawn: 'bg-stone-200 text-stone-800',
  expired: 'bg-amber-100 text-amber-900',
}

export function QuoteStatusBadge({ status }: { status: AdminVersionView['status'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[status]}`} data-testid="quote-status">
      {quoteStatusNamesTr[status]}
    </span>
  )
}

const declineName = (reason: string | null) => (isOneOf(declineReasons, reason) ? declineReasonNamesTr[reason] : reason)

/** A version's last day ('YYYY-MM-DD') as the admin reads it. */
export const formatDay = (value: string) => formatDate(`${value}T12:00:00Z`)

/** Where the version stands, in one sentence (and the buyer's answer when there is one). */
export function StatusNotice({ version, quoteId }: { version: AdminVersionView; quoteId: string }) {
  switch (version.status) {
    case 'accepted':
      return (
        <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950" data-testid="quote-accepted">
          <p className="font-semibold">Teklif kabul edildi{version.acceptedAt && ` (${formatDateTime(version.acceptedAt)})`}</p>
          <p className="mt-1 text-sm">
            Kabul eden: {version.acceptedName} · {version.acceptedPosition}
            {version.poNumber && ` · Sipariş no. (PO): ${version.poNumber}`}
          </p>
          {/* Files, not pages: plain links. */}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <a href={`/admin/quotes/${quoteId}/accepted.pdf`} className="text-fig-700 underline" data-testid="accepted-quote-pdf">
              Kabul edilen teklif (PDF)
            </a>
            {version.proforma ? (
              <a href={`/admin/quotes/${quoteId}/proforma.pdf`} className="text-fig-700 underline" data-testid="proforma-pdf">
                Proforma fatura {version.proforma.number} (PDF)
              </a>
            ) : (
              <span className="font-normal">Proforma fatura düzenlenmedi (banka hesabı tanımlı değildi).</span>
            )}
          </p>
        </div>
      )
    case 'declined':
      return (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="quote-declined">
          <p className="font-semibold">
            Teklif alıcı tarafından reddedildi{version.declinedAt && ` (${formatDateTime(version.declinedAt)})`}
          </p>
          <p className="mt-1 text-sm">Neden: {declineName(version.declineReason) ?? '-'}</p>
          {version.declineText && <p className="mt-1 whitespace-pre-wrap break-words text-sm">Yorum: {version.declineText}</p>}
        </div>
      )
    case 'withdrawn':
      return (
        <Notice>Teklif geri çekildi{version.withdrawnAt && ` (${formatDateTime(version.withdrawnAt)})`}: alıcı artık kabul edemez.</Notice>
      )
    case 'expired':
      return (
        <Notice>
          Teklifin süresi doldu (son gün {formatDay(version.validUntil)}): süreyi uzatabilir veya yeni sürüm hazırlayabilirsiniz.
        </Notice>
      )
    default:
      return (
        <Notice>
          Alıcıya gönderildi{version.sentAt && ` (${formatDateTime(version.sentAt)})`}; yanıt bekleniyor. Son geçerlilik günü{' '}
          {formatDay(version.validUntil)}.
        </Notice>
      )
  }
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800">{children}</p>
}
