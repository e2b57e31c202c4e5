/**
 * A proforma's payment schedule as label and value rows in its language ('Advance payment (30 %)',
 * '18,450.00 $ — due by 9 December 2026, by bank transfer'): the PDF, the buyer's page and the
 * proforma's e-mail all show these same rows, and the sentence that the proforma is no request
 * for payment only where the terms ask for nothing in advance.
 */
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import de from '~/locales/quote-document/de'
import en from '~/locales/quote-document/en'
import tr from '~/locales/quote-document/tr'
import { formatMoney } from './money'
import { asksNothingInAdvance, type PaymentSchedule } from './payment-schedule'
import type { CurrencyCode, ProformaView } from './quote-view'

const texts = { tr, en, de } as const

/** `{{name}}` placeholders filled with plain values. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => (name in values ? String(values[name]) : match))

export interface PaymentRows {
  title: string
  rows: { label: string; value: string }[]
  /** 'This proforma invoice is not a demand for payment.' where nothing is asked in advance, else null. */
  notADemand: string | null
}

export function paymentRows(schedule: PaymentSchedule | null, currency: CurrencyCode, locale: Locale): PaymentRows {
  const t = texts[locale]
  const money = (value: string) => formatMoney(value, currency, locale)
  const rows: PaymentRows['rows'] = []
  if (schedule?.advance) {
    const { percent, amount, dueOn } = schedule.advance
    const date = dueOn ? formatDate(`${dueOn}T12:00:00Z`, 'longDate', localeTags[locale]) : ''
    rows.push({ label: fill(t.payment.advance, { percent }), value: fill(t.payment.advanceDue, { amount: money(amount), date }) })
  }
  if (schedule?.balance) {
    const { percent, amount, due } = schedule.balance
    rows.push({
      label: fill(schedule.advance ? t.payment.balance : t.payment.whole, { percent }),
      value: fill(t.payment.due[due], { amount: money(amount) }),
    })
  }
  return { title: t.payment.title, rows, notADemand: asksNothingInAdvance(schedule) ? t.proforma.notADemand : null }
}

/** The seller's bank account as rows in a language (the proforma's bank box; a row without a value is left out). */
export function bankRows(bank: ProformaView['bank'], locale: Locale): { title: string; rows: { label: string; value: string }[] } {
  const t = texts[locale].bank
  const rows = [
    { label: t.holder, value: bank.holder },
    { label: t.bank, value: bank.bank },
    { label: t.iban, value: bank.iban },
    { label: t.swift, value: bank.swift },
  ]
  return { title: t.title, rows: rows.filter((row) => row.value) }
}
