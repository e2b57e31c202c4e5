/**
 * The buyer's mails about the order, in the request's language, through the outbox: a milestone
 * (with the sales team's note, if any), a new document and a changed ETA. Each carries the private
 * link (written in when the mail is sent) and no attachment: the documents are downloaded there.
 */

import { linkPlaceholderUrl } from '~/features/quotes/quote-emails.server'
import { buyerOf } from '~/features/quotes/quotes.server'
import { currentRequestLink, LINK_PLACEHOLDER } from '~/features/quotes/request-links.server'
import type { Prisma } from '~/generated/prisma/client'
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { type DocumentKind, documentKindOf, type MilestoneCode, milestoneOf } from './order-steps'

type Tx = Prisma.TransactionClient

const dictionaries = { tr, en, de } as const

export type OrderMail =
  | { kind: 'milestone'; code: MilestoneCode; happenedOn: string; note: string | null }
  | { kind: 'document'; documentKind: DocumentKind; number: string }
  | { kind: 'eta'; from: string; to: string }

const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match)

/** A day written out in a language ('4. Dezember 2026'). */
const longDay = (day: string, locale: Locale) => formatDate(`${day}T12:00:00Z`, 'longDate', localeTags[locale])

/** Typed text with the link's placeholder made plain (only ours becomes the link). */
const plain = (typed: string) => typed.replaceAll(LINK_PLACEHOLDER, '~').replace(/[\r\n]+/g, ' ')

/** The mail's subject and first lines in `locale`. */
export function orderMailText(mail: OrderMail, orderNumber: string, locale: Locale) {
  const t = dictionaries[locale].orders.emails
  const values: Record<string, string> = { number: orderNumber }
  if (mail.kind === 'milestone') {
    Object.assign(values, { milestone: milestoneOf(mail.code).buyer[locale], date: longDay(mail.happenedOn, locale) })
    return { subject: fill(t.milestone.subject, values), body: fill(t.milestone.body, values) }
  }
  if (mail.kind === 'document') {
    Object.assign(values, { document: documentKindOf(mail.documentKind).buyer[locale], documentNumber: plain(mail.number) })
    return { subject: fill(t.document.subject, values), body: fill(t.document.body, values) }
  }
  Object.assign(values, { from: longDay(mail.from, locale), to: longDay(mail.to, locale) })
  return { subject: fill(t.eta.subject, values), body: fill(t.eta.body, values) }
}

/** Queues the buyer's mail about the order (none when the request has no e-mail address); whether one was queued. */
export async function queueOrderMail(
  tx: Tx,
  order: { leadId: string; number: string },
  mail: OrderMail,
  context: { siteUrl: string; now: Date },
) {
  const buyer = await buyerOf(tx, order.leadId)
  if (!buyer.email) return false
  await currentRequestLink(order.leadId, context.now, tx)
  const dictionary = dictionaries[buyer.locale]
  const { subject, body } = orderMailText(mail, order.number, buyer.locale)
  const note =
    mail.kind === 'milestone' && mail.note
      ? ['', `${dictionary.orders.emails.note}:`, '–––', mail.note.replaceAll(LINK_PLACEHOLDER, '~'), '–––']
      : []
  await tx.outboxEmail.create({
    data: {
      kind: `order-${mail.kind}`,
      to: [buyer.email],
      subject: `${subject.replace(/[\r\n]+/g, ' ')} | ${dictionary.meta.siteName}`,
      text: [
        dictionary.emails.confirmation.hello,
        '',
        body,
        ...note,
        '',
        `${dictionary.orders.emails.action}:`,
        linkPlaceholderUrl(context.siteUrl, buyer.locale),
        dictionary.requests.emails.linkNote,
        '',
        dictionary.emails.confirmation.closing,
        dictionary.meta.siteName,
      ].join('\n'),
      attachments: [],
      requestLink: true,
      leadId: order.leadId,
      createdAt: context.now,
    },
  })
  return true
}
