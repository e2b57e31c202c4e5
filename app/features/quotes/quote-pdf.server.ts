/**
 * The buyer's PDFs: a quote version ('QT-2026-0012 · v2') and the proforma invoice made from an
 * accepted one, each A4 in the view's language. Both are drawn from the view alone (the figures
 * as `money.ts` formats them for that language, never recomputed) with the texts of
 * `app/locales/quote-document/`, and dated by the document, not the clock: the same view gives
 * the same bytes. Fonts are parsed once per process (the spec sheet's), so a document takes
 * milliseconds.
 */

import { HS_CODES } from '~/features/products/hs-codes'
import type { Locale } from '~/lib/locale'
import de from '~/locales/quote-document/de'
import en from '~/locales/quote-document/en'
import tr, { type QuoteDocumentTexts } from '~/locales/quote-document/tr'
import { formatKg, formatMoney, formatUnitPrice } from './money'
import { paymentRows } from './payment-rows'
import {
  type Column,
  countryName,
  fill,
  type LabelledValue,
  longDate,
  longDay,
  type PartyBlock,
  PdfWriter,
  plainText,
  type SummaryRow,
} from './pdf-layout.server'
import type { ProformaView, QuoteView } from './quote-view'

export type { QuoteDocumentTexts }

export const quoteDocumentTexts: Record<Locale, QuoteDocumentTexts> = { tr, en, de }

/** Who sells, as the documents head them (from the site settings). */
export type PdfSeller = ProformaView['seller']

/** Every product sold is a dried fig, declared under one tariff line. */
const HS_CODE = HS_CODES.dried
const INCOTERMS_EDITION = 'Incoterms® 2020'

/** A document number as an ASCII file-name part ('QT-2026-0012'). */
const fileNamePart = (value: string, fallback: string) => value.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || fallback

/** 'QT-2026-0012-v2-en.pdf': ASCII only, safe in a quoted header value. */
export function quotePdfFileName(number: string, version: number, locale: Locale): string {
  const v = Number.isSafeInteger(version) && version > 0 ? version : 1
  return `${fileNamePart(number, 'quote')}-v${v}-${locale}.pdf`
}

/** 'PI-2026-0003-de.pdf' */
export function proformaPdfFileName(number: string, locale: Locale): string {
  return `${fileNamePart(number, 'proforma')}-${locale}.pdf`
}

/** 'QT-2026-0012 · v2' */
const quoteLabel = (view: QuoteView) => `${plainText(view.number)} · v${view.version}`

/** 'CIF Hamburg (Incoterms® 2020)' */
const incotermText = (view: QuoteView) =>
  `${[plainText(view.incoterm), plainText(view.incotermPlace)].filter(Boolean).join(' ')} (${INCOTERMS_EDITION})`

/** The quote version as PDF bytes. */
export async function renderQuotePdf(view: QuoteView, t: QuoteDocumentTexts, seller: PdfSeller): Promise<Uint8Array<ArrayBuffer>> {
  const { locale } = view
  const label = quoteLabel(view)
  const writer = new PdfWriter({
    locale,
    title: `${t.quote.title} ${label}`,
    author: plainText(seller.name),
    subject: t.quote.title,
    keywords: [plainText(view.number), view.reference ? plainText(view.reference) : null].filter(Boolean).join(', '),
    date: view.sentAt,
  })
  writer.band(plainText(seller.name), t.quote.title, label)
  writer.parties(sellerBlock(seller, t), buyerBlock(view, t))
  writer.metaStrip([
    { label: t.quote.date, value: longDate(view.sentAt, locale) },
    { label: t.quote.validUntil, value: longDay(view.validUntil, locale) },
    ...(view.reference ? [{ label: t.quote.reference, value: plainText(view.reference) }] : []),
  ])
  const stamp = statusStamp(view, t)
  if (stamp) writer.stamp(stamp)
  drawFigures(writer, view, t, 'quote')

  const terms: LabelledValue[] = termRows(view, t)
  const note = view.buyerNote && plainText(view.buyerNote, { multiline: true })
  if (note) terms.push({ label: t.terms.note, value: note })
  writer.sectionTitle(t.terms.title)
  writer.facts(terms)
  return writer.finish(`${t.quote.title} ${label} · ${plainText(seller.name)}`)
}

/** The proforma invoice as PDF bytes. */
export async function renderProformaPdf(view: ProformaView, t: QuoteDocumentTexts): Promise<Uint8Array<ArrayBuffer>> {
  const { locale, quote, seller, bank } = view
  const number = plainText(view.number)
  const writer = new PdfWriter({
    locale,
    title: `${t.proforma.title} ${number}`,
    author: plainText(seller.name),
    subject: t.proforma.title,
    keywords: [number, plainText(quote.number)].join(', '),
    date: view.date,
  })
  writer.band(plainText(seller.name), t.proforma.title, number)
  writer.parties(sellerBlock(seller, t), buyerBlock(quote, t))
  const poNumber = quote.acceptance?.poNumber && plainText(quote.acceptance.poNumber)
  writer.metaStrip([
    { label: t.proforma.date, value: longDate(view.date, locale) },
    { label: t.proforma.quote, value: quoteLabel(quote) },
    ...(poNumber ? [{ label: t.proforma.poNumber, value: poNumber }] : []),
  ])
  drawFigures(writer, quote, t, 'proforma')

  writer.sectionTitle(t.terms.title)
  writer.facts([...termRows(quote, t), { label: t.goods.title, value: `${fill(t.goods.hsCode, { code: HS_CODE })}\n${t.goods.origin}` }])
  const payment = paymentRows(view.payment, quote.currency, locale)
  if (payment.rows.length) {
    writer.sectionTitle(payment.title)
    writer.facts(payment.rows)
  }
  writer.box(
    t.bank.title,
    [
      { label: t.bank.holder, value: plainText(bank.holder) },
      { label: t.bank.bank, value: plainText(bank.bank) },
      { label: t.bank.iban, value: plainText(bank.iban) },
      { label: t.bank.swift, value: plainText(bank.swift) },
    ],
    fill(t.proforma.paymentReference, { number }),
    payment.notADemand ?? undefined,
  )
  return writer.finish(`${t.proforma.title} ${number} · ${plainText(seller.name)}`)
}

function sellerBlock(seller: PdfSeller, t: QuoteDocumentTexts): PartyBlock {
  // 'Phone: … · E-mail: …' on one line; a pair without a value is left out.
  const labelled = (pairs: [label: string, value: string | null][]) =>
    pairs
      .flatMap(([label, value]) => {
        const text = value ? plainText(value) : ''
        return text ? [`${label}: ${text}`] : []
      })
      .join(' · ')
  const lines = [
    plainText(seller.address, { multiline: true }),
    labelled([
      [t.parties.phone, seller.phone],
      [t.parties.email, seller.email],
    ]),
    labelled([
      [t.parties.taxOffice, seller.taxOffice],
      [t.parties.taxNumber, seller.taxNumber],
    ]),
  ]
  return { heading: t.parties.seller, name: plainText(seller.name), lines: lines.filter(Boolean) }
}

function buyerBlock(view: QuoteView, t: QuoteDocumentTexts): PartyBlock {
  const { buyer } = view
  const lines = [
    buyer.company && plainText(buyer.company),
    buyer.country && countryName(buyer.country, view.locale),
    buyer.email && plainText(buyer.email),
  ]
  return { heading: t.parties.buyer, name: plainText(buyer.name), lines: lines.filter((line): line is string => Boolean(line)) }
}

/** 'Status: Accepted · 14 March 2026 · Jane Doe (Head of Purchasing)'; null while the quote awaits an answer. */
function statusStamp(view: QuoteView, t: QuoteDocumentTexts): string | null {
  if (view.status === 'sent') return null
  const parts = [`${t.status.label}: ${t.status[view.status]}`]
  const { acceptance } = view
  if (view.status === 'accepted' && acceptance) {
    parts.push(longDate(acceptance.at, view.locale))
    const position = plainText(acceptance.position)
    parts.push(position ? `${plainText(acceptance.name)} (${position})` : plainText(acceptance.name))
  }
  return parts.filter(Boolean).join(' · ')
}

function termRows(view: QuoteView, t: QuoteDocumentTexts): LabelledValue[] {
  const rows = [
    { label: t.terms.incoterm, value: incotermText(view) },
    { label: t.terms.payment, value: plainText(view.paymentTerms, { multiline: true }) },
  ]
  const shipment = view.shipmentWindow && plainText(view.shipmentWindow)
  if (shipment) rows.push({ label: t.terms.shipment, value: shipment })
  return rows
}

/** The lines table, then subtotal, each extra, extras total, total and total kilograms. */
function drawFigures(writer: PdfWriter, view: QuoteView, t: QuoteDocumentTexts, kind: 'quote' | 'proforma') {
  const { locale, currency } = view
  const money = (value: string) => formatMoney(value, currency, locale)
  const kg = (value: string) => formatKg(value, locale)
  const columns: Column[] = [
    { header: t.lines.product, width: 130 },
    { header: t.lines.calibre, width: 75 },
    { header: t.lines.packKg, width: 60, align: 'right' },
    { header: kind === 'proforma' ? t.lines.netKg : t.lines.quantityKg, width: 75, align: 'right' },
    { header: t.lines.unitPrice, width: 70, align: 'right' },
    { header: t.lines.lineTotal, width: 85.28, align: 'right' },
  ]
  const rows = [...view.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => [
      plainText(line.title),
      line.calibre ? plainText(line.calibre) : '–',
      line.packSizeKg ? kg(line.packSizeKg) : '–',
      kg(line.quantityKg),
      formatUnitPrice(line.unitPrice, currency, locale),
      money(line.lineTotal),
    ])
  writer.table(columns, rows)

  const summary: SummaryRow[] = [{ label: t.totals.subtotal, value: money(view.subtotal) }]
  if (view.extras.length > 0) {
    const extras = [...view.extras].sort((a, b) => a.position - b.position)
    for (const extra of extras) summary.push({ label: plainText(extra.label), value: money(extra.amount) })
    summary.push({ label: t.totals.extrasTotal, value: money(view.extrasTotal) })
  }
  summary.push({ label: fill(t.totals.total, { currency }), value: money(view.total), strong: true })
  summary.push({ label: kind === 'proforma' ? t.totals.totalNetKg : t.totals.totalKg, value: `${kg(view.totalKg)} ${t.totals.kg}` })
  writer.summary(summary)
}
