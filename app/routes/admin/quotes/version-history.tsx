import type { AdminVersionView } from '~/features/quotes/admin-quotes.server'
import { formatMoney } from '~/features/quotes/money'
import { formatDateTime } from '~/lib/dates'
import { FormSection } from '~/ui/form-section'
import { QuoteStatusBadge } from './quote-status'

/** The earlier versions, newest first. */
export function VersionHistory({ versions }: { versions: AdminVersionView[] }) {
  if (versions.length === 0) return null
  return (
    <FormSection id="quote-versions" title="Önceki sürümler">
      <table className="w-full text-sm" data-testid="quote-versions">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-500">
            <th className="py-2 pr-3">Sürüm</th>
            <th className="py-2 pr-3">Durum</th>
            <th className="py-2 pr-3 text-right">Toplam</th>
            <th className="py-2">Tarih</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id} className="border-b border-stone-100">
              <td className="py-2 pr-3">Sürüm {version.version}</td>
              <td className="py-2 pr-3">
                <QuoteStatusBadge status={version.status} />
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(version.total, version.currency, 'tr')}</td>
              <td className="py-2">{formatDateTime(version.sentAt ?? version.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FormSection>
  )
}
