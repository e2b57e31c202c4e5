/** The lead detail's panels that post: its status, its notes, a new quote. */
import { Form, Link } from 'react-router'
import { LEAD_NOTES_MAX } from '~/features/leads/admin-schema'
import type { LeadDetail } from '~/features/leads/admin-leads.server'
import { leadStatuses, leadStatusLabels } from '~/features/leads/lead-labels'
import type { LeadQuoteRow } from '~/features/quotes/admin-quotes.server'
import { formatMoney } from '~/features/quotes/money'
import { quoteStatusNamesTr } from '~/features/quotes/quote-terms'
import { SelectField, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { Panel } from './lead-ui'

export function StatusPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Durum">
      <Form method="post" key={`${lead.id}-${lead.status}`} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="leadId" value={lead.id} />
        <SelectField id="lead-status" name="status" label="Talep durumu" defaultValue={lead.status} className="min-w-48 flex-1">
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <StatusButton name="intent" value="status" pendingLabel="Kaydediliyor..." className="text-sm">
          Durumu Kaydet
        </StatusButton>
      </Form>
    </Panel>
  )
}

export function NotesPanel({ lead }: { lead: LeadDetail }) {
  return (
    <Panel title="Dahili Notlar">
      <Form method="post" key={`${lead.id}-${lead.notes ?? ''}`} className="space-y-2">
        <input type="hidden" name="leadId" value={lead.id} />
        <TextareaField
          id="lead-notes"
          name="notes"
          label="Yalnızca yönetim panelinde görünür"
          rows={5}
          maxLength={LEAD_NOTES_MAX}
          defaultValue={lead.notes ?? ''}
        />
        <StatusButton name="intent" value="notes" pendingLabel="Kaydediliyor..." className="text-sm">
          Notu Kaydet
        </StatusButton>
      </Form>
    </Panel>
  )
}

/** A quote or trial request's reference, its quotes and the button that starts a new one. */
export function QuotesPanel({ lead, quotes }: { lead: LeadDetail; quotes: LeadQuoteRow[] }) {
  return (
    <Panel title="Teklifler" testId="lead-quotes">
      <p className="text-sm text-stone-700">
        Talep no.: <span data-testid="lead-reference">{lead.reference ?? '-'}</span>
      </p>
      {quotes.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 px-3 py-2">
              <Link to={`/admin/quotes/${quote.id}`} className="font-medium text-fig-700 underline">
                {quote.number} · sürüm {quote.version}
              </Link>
              <span className="text-stone-700">
                {quoteStatusNamesTr[quote.status]} · {formatMoney(quote.total, quote.currency, 'tr')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={`/admin/leads/${lead.id}/quote`} className="mt-3">
        <StatusButton name="intent" value="new-quote" pendingLabel="Hazırlanıyor..." className="text-sm">
          Teklif hazırla
        </StatusButton>
      </Form>
    </Panel>
  )
}
