/**
 * The outbox worker of a server process, with every kind of attachment its mails may name (the
 * quotes' PDFs) and the rule that a sent mail's stored copy keeps no private link. Loaded by the production server next to the built app.
 */
import { renderMailAttachment } from '~/features/quotes/quote-documents.server'
import { withoutTokens } from '~/features/quotes/request-links.server'
import { setAttachmentRenderer, setSentTextRedactor, startOutboxWorker } from '~/lib/outbox.server'

export function startMailWorker(intervalMs?: number) {
  setAttachmentRenderer(renderMailAttachment as Parameters<typeof setAttachmentRenderer>[0])
  setSentTextRedactor(withoutTokens)
  return startOutboxWorker(intervalMs)
}
