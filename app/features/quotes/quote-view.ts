/**
 * What the buyer sees of a quote version and its proforma, in one language: the one shape the
 * request page, the PDFs, the e-mails and the public API are made from, so they show the same
 * figures. Amounts are decimal strings with exactly two decimals ('1234.50'), kilograms with up to
 * three ('12.5'), unit prices with up to four ('3.335'); formatting for a language happens where
 * they are shown (`formatMoney`, `formatKg` in money.ts). Internal notes never enter this shape.
 */
import type { Locale } from '~/lib/locale'
import type { PaymentSchedule } from './payment-schedule'

export type CurrencyCode = 'USD' | 'EUR'

export type BuyerQuoteStatus = 'sent' | 'expired' | 'accepted' | 'declined' | 'withdrawn' | 'superseded'

export interface QuoteViewLine {
  position: number
  /** The product's name in the view's language. */
  title: string
  /** 'A2 – Special' in the view's language, or null. */
  calibre: string | null
  packSizeKg: string | null
  quantityKg: string
  unitPrice: string
  lineTotal: string
}

export interface QuoteViewExtra {
  position: number
  /** freight | pallets | samples | other */
  kind: string
  /** The label as shown: the admin's text, else the kind's name in the view's language. */
  label: string
  amount: string
}

export interface QuoteView {
  locale: Locale
  /** 'QT-2026-0012' */
  number: string
  version: number
  /** The request's reference ('RFQ-2026-0042'). */
  reference: string | null
  status: BuyerQuoteStatus
  /** When this version was sent (its date). */
  sentAt: Date
  /** Last day it can be accepted, as 'YYYY-MM-DD' (Türkiye time, end of that day). */
  validUntil: string
  currency: CurrencyCode
  /** Incoterms 2020 code ('CIF') and its named place ('Hamburg'). */
  incoterm: string
  incotermPlace: string
  /** The payment terms written out in the view's language. */
  paymentTerms: string
  /** The shipment window written out in the view's language ('März 2027, 2. Woche'). */
  shipmentWindow: string | null
  buyerNote: string | null
  lines: QuoteViewLine[]
  extras: QuoteViewExtra[]
  totalKg: string
  subtotal: string
  extrasTotal: string
  total: string
  /** The buyer, as the request named them. */
  buyer: { name: string; company: string | null; country: string | null; email: string | null }
  acceptance: { at: Date; name: string; position: string; poNumber: string | null } | null
}

export interface ProformaView {
  locale: Locale
  /** 'PI-2026-0003' */
  number: string
  date: Date
  quote: QuoteView
  /** The seller's bank details for the transfer (from the site settings). */
  bank: { holder: string; bank: string; iban: string; swift: string }
  /** What the terms ask to be paid and when (null for free-text terms, whose text says it). */
  payment: PaymentSchedule | null
  seller: { name: string; address: string; phone: string; email: string; taxOffice: string | null; taxNumber: string | null }
}
