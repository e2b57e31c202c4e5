/**
 * The outbox worker of a server process, with every kind of attachment its mails may name (the
 * quotes' PDFs). Loaded by the production server next to the built app.
 */
import { renderMailAttachment } from '~/features/quotes/quote-documents.server'
import { setAttachmentRenderer, startOutboxWorker } from '~/lib/outbox.server'

export function startMailWorker(intervalMs?: number) {
  setAttachmentRenderer(renderMailAttachment as Parameters<typeof setAttachmentRenderer>[0])
  return startOutboxWorker(intervalMs)
}
