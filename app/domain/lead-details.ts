/**
 * The texts stored in a lead's `details`. They are read by the sales team in the Turkish admin,
 * so they are composed in Turkish whatever the visitor's language (spec §7; product blocks start
 * with 'Ürün ' and paragraphs are separated by blank lines).
 */
import { productCalibreCode } from './product'

const calibreNamesTr: Record<string, string> = {
  A1: 'Altın Seri', A2: 'Özel Seri', A3: 'Gurme Seri', A4: 'Standart Seri',
  A5: 'Doğal Seri', A6: 'Geleneksel Seri', A7: 'Ekonomik Seri', A8: 'Sofralık Seri',
}

/** 'A3 (Gurme Seri)' for '3' or 'A3'; 'Kalibrasyon X' for other values; '-' when empty. */
export function calibreLabelTr(value: string | null | undefined): string {
  if (!value?.trim()) return '-'
  const code = productCalibreCode(value)
  return code ? `${code} (${calibreNamesTr[code]})` : `Kalibrasyon ${value.trim()}`
}

const kg = (n: number) => `${n.toLocaleString('tr-TR')} kg`

export interface QuoteLine {
  title: string
  calibre?: string | null
  quantity: number
  packSize?: number | null
}

/** RFQ: a summary block per selected product, then the visitor's own text. */
export function composeQuoteDetails(lines: QuoteLine[], visitorText?: string | null): string {
  const blocks = lines.map((line, i) =>
    [
      `Ürün ${i + 1}: ${line.title}`,
      `Kalibrasyon: ${calibreLabelTr(line.calibre)}`,
      `Miktar: ${kg(line.quantity)}`,
      `Paket boyutu: ${line.packSize ? kg(line.packSize) : '-'}`,
    ].join('\n'),
  )
  const text = visitorText?.trim()
  return [...blocks, ...(text ? [text] : [])].join('\n\n')
}

export interface TrialLine {
  title: string
  calibre: string
  quantity: number
}

/** Trial: total kg, bank-transfer payment, 'title - A{calibre} (qty kg)' lines, address, notes. */
export function composeTrialMessage(lines: TrialLine[], address?: string | null, notes?: string | null): string {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0)
  const productLines = lines.map((line) => `${line.title} - ${productCalibreCode(line.calibre) ?? `A${line.calibre}`} (${kg(line.quantity)})`)
  const paragraphs = [
    ['Deneme paketi talebi', `Toplam miktar: ${kg(total)}`, 'Ödeme yöntemi: Banka havalesi'].join('\n'),
    ['Ürünler:', ...productLines].join('\n'),
  ]
  if (address?.trim()) paragraphs.push(`Adres: ${address.trim()}`)
  if (notes?.trim()) paragraphs.push(`Notlar: ${notes.trim()}`)
  return paragraphs.join('\n\n')
}
