/**
 * A stored version as the buyer sees it in one language (QuoteView): the page, the PDFs, the
 * e-mails and the public API are all made from this, so they show the same figures. The internal
 * note is not selected here at all.
 */

import { companyInfo, missingBankSettings, sellerBank } from '~/features/content/site-company.server'
import { calibreLabel } from '~/features/products/calibres'
import type { Locale } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { paymentSchedule } from './payment-schedule'
import { dayOf, isExpired, type VersionRow, versionJson } from './quote-rows.server'
import type { PaymentTermCode } from './quote-terms'
import type { BuyerQuoteStatus, ProformaView, QuoteView } from './quote-view'
import { formatShipmentWindow } from './shipment-window-text.server'

const dictionaries = { tr: tr.requests, en: en.requests, de: de.requests } as const

/** `{{name}}` placeholders filled with plain values. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => (name in values ? String(values[name]) : match))

/** The payment terms written out in a language. */
export function paymentTermsText(
  version: Pick<VersionRow, 'paymentTerms' | 'advancePercent' | 'paymentTermsText'>,
  locale: Locale,
): string {
  const code = version.paymentTerms as PaymentTermCode
  if (code === 'custom') return version.paymentTermsText ?? ''
  const text = dictionaries[locale].paymentTerms[code] ?? version.paymentTerms
  const advance = version.advancePercent ?? 30
  return fill(text, { advance, balance: 100 - advance })
}

/** The buyer's status of a version on `now`: a sent version past its last day is expired. */
export function buyerStatus(version: Pick<VersionRow, 'status' | 'validUntil'>, now = new Date()): BuyerQuoteStatus | 'draft' {
  if (version.status === 'sent' && isExpired(version.validUntil, now)) return 'expired'
  return version.status
}

export interface ViewContext {
  number: string
  reference: string | null
  locale: Locale
  buyer: QuoteView['buyer']
  now?: Date
}

export function toQuoteView(row: VersionRow, context: ViewContext): QuoteView {
  const { locale } = context
  const status = buyerStatus(row, context.now)
  // The plain values of the admin's API, without the internal note: nothing else is copied from it.
  const { lines, extras, totalKg, subtotal, extrasTotal, total, validUntil, shipmentWindow } = versionJson(row, context.now)
  return {
    locale,
    number: context.number,
    version: row.version,
    reference: context.reference,
    status: status === 'draft' ? 'sent' : status,
    sentAt: row.sentAt ?? row.createdAt,
    validUntil,
    currency: row.currency,
    incoterm: row.incoterm,
    incotermPlace: row.incotermPlace,
    paymentTerms: paymentTermsText(row, locale),
    shipmentWindow: shipmentWindow && formatShipmentWindow(shipmentWindow, locale),
    buyerNote: row.buyerNote,
    lines: lines.map(({ position, titles, calibre, packSizeKg, quantityKg, unitPrice, lineTotal }) => ({
      position,
      title: titles[locale],
      calibre: calibre ? calibreLabel(calibre, 'name', locale) : null,
      packSizeKg,
      quantityKg,
      unitPrice,
      lineTotal,
    })),
    extras: extras.map((extra) => ({
      position: extra.position,
      kind: extra.kind,
      label: extra.label ?? dictionaries[locale].extraKinds[extra.kind as keyof (typeof dictionaries)[Locale]['extraKinds']] ?? extra.kind,
      amount: extra.amount,
    })),
    totalKg,
    subtotal,
    extrasTotal,
    total,
    buyer: context.buyer,
    acceptance:
      row.acceptedAt && row.acceptedName && row.acceptedPosition
        ? { at: row.acceptedAt, name: row.acceptedName, position: row.acceptedPosition, poNumber: row.poNumber }
        : null,
  }
}

export { missingBankSettings, sellerBank }

/** Who sells, as the documents head them (from the site settings). */
export async function sellerOf(): Promise<ProformaView['seller']> {
  const { legal, address, phone, email } = await companyInfo()
  return { name: legal.name, address, phone, email, taxOffice: legal.taxOffice, taxNumber: legal.taxNumber }
}

/** The proforma of an accepted version: the seller and bank details come from the site settings. */
export async function toProformaView(
  quote: QuoteView,
  proforma: { number: string; createdAt: Date; advanceDueOn?: Date | null },
  terms: { paymentTerms: string; advancePercent: number | null },
): Promise<ProformaView> {
  const [bank, seller] = await Promise.all([sellerBank(), sellerOf()])
  return {
    locale: quote.locale,
    number: proforma.number,
    date: proforma.createdAt,
    quote,
    bank,
    payment: paymentSchedule(terms, quote.total, proforma.advanceDueOn ? dayOf(proforma.advanceDueOn) : null),
    seller,
  }
}
