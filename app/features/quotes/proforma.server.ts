/**
 * The proforma of an accepted version: issued when the buyer accepts, or later by the sales team
 * when the seller's bank account was not set at the acceptance (a quote cannot be sent without it,
 * but the account may be cleared in the site settings after it was sent). A version has at most one proforma, and it is issued
 * only with the bank account it names: the buyer gets it by e-mail.
 */

import type { AdminUser } from '~/features/auth/auth.server'
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { advancePercentOf, paymentSchedule } from './payment-schedule'
import { deliverSoon } from './quote-emails.server'
import { dayDate, dayOf } from './quote-rows.server'
import type { CurrencyCode } from './quote-view'
import { missingBankSettings } from './quote-view.server'
import { DAY_MS, leadTransaction, logQuoteStep, mailBuyer, QuoteError } from './quotes.server'
import { nextReference } from './references.server'

type Tx = Prisma.TransactionClient

/** What a proforma is issued for: the accepted version and its terms. */
interface AcceptedVersion {
  id: string
  version: number
  total: Prisma.Decimal
  currency: CurrencyCode
  paymentTerms: string
  advancePercent: number | null
}

export const BANK_MISSING_FOR_PROFORMA =
  'Banka hesabı tanımlı değil: proforma fatura düzenlenemez. Banka hesabını Site ayarları’nda (Banka hesabı bölümü) girip yayınlayın ve tekrar deneyin.'

/**
 * Issues the proforma of `version` in the transaction (its lead locked), when the seller's bank
 * account is set; the buyer is e-mailed it. The advance's last day is fixed now. Null without a
 * bank account.
 */
export async function issueProforma(tx: Tx, leadId: string, version: AcceptedVersion, siteUrl: string, now: Date) {
  if ((await missingBankSettings(tx)).length > 0) return null
  const advanceDueOn =
    advancePercentOf(version) === null ? null : dayDate(isoDay(new Date(now.getTime() + env().ADVANCE_DUE_DAYS * DAY_MS)))
  const proforma = await tx.proforma.create({
    data: { number: await nextReference('PI', now, tx), versionId: version.id, advanceDueOn, createdAt: now },
    select: { number: true },
  })
  const schedule = paymentSchedule(version, version.total.toFixed(2), advanceDueOn ? dayOf(advanceDueOn) : null)
  const mailed = await mailBuyer(
    tx,
    leadId,
    'proforma',
    siteUrl,
    { versionId: version.id, number: proforma.number, version: version.version, payment: { schedule, currency: version.currency } },
    now,
  )
  return { ...proforma, mailed }
}

/**
 * "Proformayı düzenle": the proforma of the quote's accepted version, issued now. Done once: a
 * second post (a double click, a second tab) finds it issued. Refused without an accepted version
 * and while the bank account is still missing.
 */
export async function issueMissingProforma(quoteId: string, admin: Pick<AdminUser, 'email'>, siteUrl: string, now = new Date()) {
  const owner = await prisma.quote.findUnique({ where: { id: quoteId }, select: { leadId: true, number: true } })
  if (!owner) throw new QuoteError('Teklif bulunamadı', 404)
  const result = await leadTransaction(owner.leadId, async (tx) => {
    const accepted = await tx.quoteVersion.findFirst({
      where: { quoteId, status: 'accepted' },
      select: {
        id: true,
        version: true,
        total: true,
        currency: true,
        paymentTerms: true,
        advancePercent: true,
        proforma: { select: { number: true } },
      },
    })
    if (!accepted) throw new QuoteError('Teklif kabul edilmedi: proforma fatura yalnızca kabul edilen bir teklif için düzenlenir')
    if (accepted.proforma) return { number: accepted.proforma.number, issued: false, mailed: false }
    const proforma = await issueProforma(tx, owner.leadId, accepted, siteUrl, now)
    if (!proforma) throw new QuoteError(BANK_MISSING_FOR_PROFORMA)
    await logQuoteStep(
      tx,
      owner.leadId,
      { note: `${owner.number} sürüm ${accepted.version} için proforma fatura ${proforma.number} düzenlendi`, adminEmail: admin.email },
      now,
    )
    return { number: proforma.number, issued: true, mailed: proforma.mailed }
  })
  deliverSoon()
  return result
}
