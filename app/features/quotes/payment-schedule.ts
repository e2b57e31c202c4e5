/**
 * What the payment terms of an accepted quote ask the buyer to pay, and when: the advance (its
 * amount and last day) and the balance (its amount and the event it falls due at). The advance is
 * the total × its percent rounded once, half up, to cents; the balance is the rest, so the two add
 * up to the total exactly. Free-text terms have no schedule: their text says it all.
 */
import Decimal from 'decimal.js'
import type { PaymentTermCode } from './quote-terms'

/** When a balance falls due: against the shipping documents, or at sight under the letter of credit. */
export type BalanceDue = 'documents' | 'lc-sight'

export interface PaymentSchedule {
  /** Paid before shipment by bank transfer; null when the terms ask for no money in advance. */
  advance: { percent: number; amount: string; dueOn: string } | null
  /** The rest; null when the advance is the whole total. */
  balance: { percent: number; amount: string; due: BalanceDue } | null
}

/** The percent paid in advance under the terms: null for terms without an advance or written as free text. */
export function advancePercentOf(terms: { paymentTerms: string; advancePercent: number | null }): number | null {
  const code = terms.paymentTerms as PaymentTermCode
  if (code === 'advance') return 100
  if (code === 'part-advance') return terms.advancePercent ?? 30
  return null
}

/**
 * The schedule of `total` under the terms; null for free-text terms. `advanceDueOn` ('YYYY-MM-DD')
 * is the advance's last day, fixed when the proforma was issued.
 */
export function paymentSchedule(
  terms: { paymentTerms: string; advancePercent: number | null },
  total: string,
  advanceDueOn: string | null,
): PaymentSchedule | null {
  const code = terms.paymentTerms as PaymentTermCode
  if (code === 'custom') return null
  const percent = advancePercentOf(terms)
  if (percent === null)
    return {
      advance: null,
      balance: { percent: 100, amount: new Decimal(total).toFixed(2), due: code === 'lc-sight' ? 'lc-sight' : 'documents' },
    }
  const advance = new Decimal(total).times(percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  const rest = new Decimal(total).minus(advance)
  return {
    advance: { percent, amount: advance.toFixed(2), dueOn: advanceDueOn ?? '' },
    balance: rest.isZero() ? null : { percent: 100 - percent, amount: rest.toFixed(2), due: 'documents' },
  }
}

/** Whether the document may say it is no request for payment: only when nothing is asked in advance. */
export const asksNothingInAdvance = (schedule: PaymentSchedule | null) => schedule !== null && schedule.advance === null
