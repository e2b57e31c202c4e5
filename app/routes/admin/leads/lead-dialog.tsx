import { useEffect, useRef } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import type { LeadDetail } from '~/features/leads/lead-detail.server'
import type { LeadQuoteRow } from '~/features/quotes/admin-quotes.server'
import { formatDate, formatDateTime } from '~/lib/dates'
import { StatusButton } from '~/ui/status-button'
import { NotesPanel, QuotesPanel, StatusPanel } from './lead-forms'
import { ContactPanel, DetailsPanel, HistoryPanel, OriginPanel, ReachPanel, RequestPanel } from './lead-panels'
import { KindBadge, Panel, StatusBadge } from './lead-ui'

export interface LeadDialogDetail {
  id: string
  /** null when there is no such lead (deleted meanwhile). */
  lead: LeadDetail | null
  /** The lead's quotes (quote and trial requests). */
  quotes?: LeadQuoteRow[]
  confirmDelete: boolean
}

/**
 * The full-screen detail of `?lead=<id>`: rendered by the server (a link opens it, another closes
 * it), so it works without JavaScript; with JavaScript it also takes focus and closes on Escape.
 */
export function LeadDialog({ detail, closeHref, selfHref }: { detail: LeadDialogDetail; closeHref: string; selfHref: string }) {
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog stays mounted from one lead to the next, so focus moves to the heading again whenever another lead opens
  useEffect(() => {
    headingRef.current?.focus()
  }, [detail.id])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void navigate(closeHref, { preventScrollReset: true })
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
              <h2
                id="lead-dialog-title"
                ref={headingRef}
                tabIndex={-1}
                className="truncate font-serif text-2xl font-bold text-fig-800 outline-none"
              >
                {lead ? lead.name : 'Talep bulunamadı'}
              </h2>
              {lead && (
                <span className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={lead.kind} />
                  <StatusBadge status={lead.status} />
                  <span className="text-sm text-stone-600">{formatDateTime(lead.createdAt)}</span>
                </span>
              )}
            </div>
            <Link
              to={closeHref}
              preventScrollReset
              className="shrink-0 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100"
            >
              <span aria-hidden="true">✕ </span>Kapat
            </Link>
          </div>
        </header>
        {lead ? (
          <div className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
            {detail.confirmDelete && <ConfirmDelete lead={lead} cancelHref={selfHref} />}
            {/*
              What the admin does most (reach the customer, set the status, write a note) comes first:
              at the top of a phone's screen, above the product blocks; on a wide screen at the top of
              the right column, beside the request (the first row is as tall as these panels).
            */}
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
              <div className="space-y-6 lg:col-start-2 lg:row-start-1">
                <ReachPanel lead={lead} />
                <StatusPanel lead={lead} />
                <NotesPanel lead={lead} />
              </div>
              <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
                <ContactPanel lead={lead} />
                <RequestPanel lead={lead} />
                <DetailsPanel lead={lead} />
                <OriginPanel lead={lead} />
              </div>
              <div className="space-y-6 lg:col-start-2 lg:row-start-2">
                {lead.kind !== 'contact' && <QuotesPanel lead={lead} quotes={detail.quotes ?? []} />}
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

/** The confirmation step of a deletion (`&confirmDelete=1`): works without a script's confirm(). */
function ConfirmDelete({ lead, cancelHref }: { lead: LeadDetail; cancelHref: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      className="mb-6 rounded-2xl border-2 border-red-300 bg-red-50 p-5 outline-none"
    >
      <h3 id="confirm-delete-title" className="font-semibold text-red-900">
        Bu talebi silmek istediğinizden emin misiniz?
      </h3>
      <p id="confirm-delete-text" className="mt-1 text-sm text-red-900">
        {lead.name} ({formatDate(lead.createdAt)}) talebi ve geçmişi kalıcı olarak silinecek. Bu işlem geri alınamaz.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="leadId" value={lead.id} />
          <StatusButton name="intent" value="delete" pendingLabel="Siliniyor..." tone="danger" className="text-sm">
            Evet, Sil
          </StatusButton>
        </Form>
        <Link
          to={cancelHref}
          preventScrollReset
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
        >
          Vazgeç
        </Link>
      </div>
    </div>
  )
}
