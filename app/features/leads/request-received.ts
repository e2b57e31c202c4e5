/** The confirmation a visitor reads on a form's page after sending a request (loaded by request-received.server.ts). */
import type { SentField, SentLine } from './sent-request'

/** The confirmation's element id: the form's redirect scrolls to it. */
export const REQUEST_RECEIVED_ID = 'request-received'

export const receiptKinds = ['quote', 'trial', 'contact'] as const
export type ReceiptKind = (typeof receiptKinds)[number]

/** What the confirmation shows. */
export interface RequestReceived {
  /** This confirmation's own id (one per sent form): the form below it starts afresh. */
  id: string
  kind: ReceiptKind
  reference: string | null
  /** The private page of a quote or trial request, in the page's language. */
  requestPath: string | null
  receivedAt: Date
  /** The address the confirmation e-mail went to; null when none was sent. */
  confirmationSentTo: string | null
  company: string | null
  country: string | null
  fields: SentField[]
  lines: SentLine[]
  /** A contact message's subject and text. */
  subject: string | null
  message: string | null
}
