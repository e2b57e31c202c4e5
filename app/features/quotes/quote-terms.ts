/**
 * The vocabularies of a quote, each written once: the 11 Incoterms 2020 rules, the payment terms,
 * the kinds of extra lines, the reasons a buyer can give for declining, and the request states
 * the buyer sees. Their names for buyers are in the dictionaries (`requests.*`), the admin's
 * Turkish names here.
 */
import { isOneOf } from '~/lib/one-of'

/** Incoterms 2020: the seven rules for any mode of transport, then the four for sea and inland waterway. */
export const incoterms = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const
export type Incoterm = (typeof incoterms)[number]
export const isIncoterm = (value: unknown): value is Incoterm => isOneOf(incoterms, value)

export const paymentTermCodes = ['advance', 'part-advance', 'cad', 'lc-sight', 'custom'] as const
export type PaymentTermCode = (typeof paymentTermCodes)[number]

export const extraKinds = ['freight', 'pallets', 'samples', 'other'] as const
export type ExtraKind = (typeof extraKinds)[number]

export const declineReasons = ['price', 'quantity', 'timing', 'competitor', 'other'] as const
export type DeclineReason = (typeof declineReasons)[number]

/** Where a request stands, as its buyer sees it. */
export const requestStates = ['received', 'preparing', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const
export type RequestState = (typeof requestStates)[number]

/** The admin's words (Turkish). */
export const paymentTermNamesTr: Record<PaymentTermCode, string> = {
  advance: 'Peşin (T/T ile ön ödeme)',
  'part-advance': 'Kısmi peşin, bakiye vesaik karşılığı',
  cad: 'Vesaik mukabili (CAD)',
  'lc-sight': 'Görüldüğünde ödemeli akreditif (L/C at sight)',
  custom: 'Serbest metin',
}

export const extraKindNamesTr: Record<ExtraKind, string> = {
  freight: 'Navlun',
  pallets: 'Palet',
  samples: 'Numune',
  other: 'Diğer',
}

export const quoteStatusNamesTr = {
  draft: 'Taslak',
  sent: 'Gönderildi',
  superseded: 'Yeni sürümle değişti',
  accepted: 'Kabul edildi',
  declined: 'Reddedildi',
  withdrawn: 'Geri çekildi',
  expired: 'Süresi doldu',
} as const

export const declineReasonNamesTr: Record<DeclineReason, string> = {
  price: 'Fiyat',
  quantity: 'Miktar / ambalaj',
  timing: 'Teslim zamanı',
  competitor: 'Başka tedarikçi',
  other: 'Diğer',
}

/** A part advance is between 1 and 99 percent; the balance is paid against documents. */
export const isAdvancePercent = (value: number) => Number.isInteger(value) && value >= 1 && value <= 99
