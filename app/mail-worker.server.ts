/**
 * The outbox worker of a server process, with every kind of attachment its mails may name (the
 * quotes' PDFs) and the private link it writes into a mail when the mail is sent (the outbox
 * itself only holds a placeholder). Loaded by the production server next to the built app.
 */
import { renderMailAttachment } from '~/features/quotes/quote-documents.server'
import { withRequestLink } from '~/features/quotes/request-links.server'
import { setAttachmentRenderer, setLinkFiller, startOutboxWorker } from '~/lib/outbox.server'

export function startMailWorker(intervalMs?: number) {
  setAttachmentRenderer(renderMailAttachment as Parameters<typeof setAttachmentRenderer>[0])
  setLinkFiller((mail) => withRequestLink(mail))
  return startOutboxWorker(intervalMs)
}
