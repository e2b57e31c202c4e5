/**
 * The buyer's documents as answers and as e-mail attachments: a quote version's PDF and the
 * proforma invoice's, in a language. Both are made from the stored version (which never changes
 * once sent), so the PDF of the page, of the e-mail and of a later download are the same.
 */

import { prisma } from '~/lib/db.server'
import { isLocale, type Locale } from '~/lib/locale'
import type { AttachmentFile } from '~/lib/outbox.server'
import { proformaPdfFileName, quoteDocumentTexts, quotePdfFileName, renderProformaPdf, renderQuotePdf } from './quote-pdf.server'
import { versionSelect } from './quote-rows.server'
import type { ProformaView, QuoteView } from './quote-view'
import { sellerOf, toProformaView, toQuoteView } from './quote-view.server'

/** A document rendered and attached when the mail is sent. */
export type MailAttachment = { kind: 'quote' | 'proforma'; versionId: string }

export async function quotePdf(view: QuoteView): Promise<AttachmentFile> {
  const content = await renderQuotePdf(view, quoteDocumentTexts[view.locale], await sellerOf())
  return { filename: quotePdfFileName(view.number, view.version, view.locale), content, contentType: 'application/pdf' }
}

export async function proformaPdf(view: ProformaView): Promise<AttachmentFile> {
  const content = await renderProformaPdf(view, quoteDocumentTexts[view.locale])
  return { filename: proformaPdfFileName(view.number, view.locale), content, contentType: 'application/pdf' }
}

/** A private document: shown in the browser's PDF viewer, never stored by a cache. */
export function pdfResponse(file: AttachmentFile): Response {
  return new Response(file.content, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Content-Length': String(file.content.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

/** A version in the lead's own language (the e-mails' language), or null when it is gone. */
async function versionInLeadLanguage(versionId: string) {
  const row = await prisma.quoteVersion.findUnique({
    where: { id: versionId },
    select: {
      ...versionSelect,
      quote: {
        select: {
          number: true,
          lead: { select: { reference: true, locale: true, name: true, company: true, country: true, email: true } },
        },
      },
    },
  })
  if (!row) return null
  const { quote, ...version } = row
  const locale: Locale = isLocale(quote.lead.locale) ? quote.lead.locale : 'tr'
  const { reference, locale: _l, ...buyer } = quote.lead
  return { view: toQuoteView(version, { number: quote.number, reference, locale, buyer }), proforma: version.proforma, terms: version }
}

/** The outbox's renderer of a quote mail's attachments. */
export async function renderMailAttachment(attachment: MailAttachment): Promise<AttachmentFile | null> {
  const found = await versionInLeadLanguage(attachment.versionId)
  if (!found) return null
  if (attachment.kind === 'quote') return quotePdf(found.view)
  return found.proforma ? proformaPdf(await toProformaView(found.view, found.proforma, found.terms)) : null
}
