/**
 * A lead's request text as the sales team reads it, made from its product lines (rows) and what
 * the visitor wrote. It is composed in Turkish whatever the visitor's language: quote requests
 * start with one summary block per product ('Ürün 1: …', calibre, kg, pack size), trial requests
 * give the total, the bank-transfer payment, 'title - A{calibre} (qty kg)' lines, the address and
 * the notes. Notification e-mails, the admin detail, the CSV and the admin API show this text.
 */
import { calibreCode, calibreLabel } from '~/features/products/calibres'
import { formatKg } from '~/features/products/product'
import type { LeadKindCode } from './lead-labels'

/** One product line of a lead, as stored (LeadItem) and as shown. */
export interface LeadLine {
  /** 1, 2, … in the visitor's order. */
  position: number
  /** The catalogue product while it exists. */
  productId: string | null
  /** The product's Turkish title at the time of the request. */
  title: string
  /** '3' or 'A3' as sent; null when none was given. */
  calibre: string | null
  quantityKg: number | null
  packSizeKg: number | null
}

/** A line's calibre in the request text and the admin detail: 'A3 (Gurme Seri)', 'Kalibrasyon X', '-' when none was given. */
export const lineCalibre = (line: Pick<LeadLine, 'calibre'>) => (line.calibre?.trim() ? calibreLabel(line.calibre, 'request') : '-')

/** RFQ: a summary block per product line, then the visitor's own text. */
export function composeQuoteDetails(lines: readonly LeadLine[], visitorText?: string | null): string {
  const blocks = lines.map((line, i) =>
    [
      `Ürün ${i + 1}: ${line.title}`,
      `Kalibrasyon: ${lineCalibre(line)}`,
      `Miktar: ${line.quantityKg == null ? '-' : formatKg(line.quantityKg)}`,
      `Paket boyutu: ${line.packSizeKg == null ? '-' : formatKg(line.packSizeKg)}`,
    ].join('\n'),
  )
  const text = visitorText?.trim()
  return [...blocks, ...(text ? [text] : [])].join('\n\n')
}

/**
 * 'Lerida İncir - A2 (1 kg)'; parts the request did not give are left out. A calibre outside
 * A1–A8 gets an 'A' before it as sent ('9' → 'A9'), as trial texts have always been written.
 */
export function trialLineText(line: LeadLine): string {
  const calibre = line.calibre ? ` - ${calibreCode(line.calibre) ?? `A${line.calibre}`}` : ''
  const quantity = line.quantityKg == null ? '' : ` (${formatKg(line.quantityKg)})`
  return `${line.title}${calibre}${quantity}`
}

/** Trial: total kg, bank-transfer payment, one line per product, the address and the notes. */
export function composeTrialMessage(lines: readonly LeadLine[], address?: string | null, notes?: string | null): string {
  const total = lines.reduce((sum, line) => sum + (line.quantityKg ?? 0), 0)
  const paragraphs = [['Deneme paketi talebi', `Toplam miktar: ${formatKg(total)}`, 'Ödeme yöntemi: Banka havalesi'].join('\n')]
  if (lines.length) paragraphs.push(['Ürünler:', ...lines.map(trialLineText)].join('\n'))
  if (address?.trim()) paragraphs.push(`Adres: ${address.trim()}`)
  if (notes?.trim()) paragraphs.push(`Notlar: ${notes.trim()}`)
  return paragraphs.join('\n\n')
}

export interface ComposableLead {
  kind: LeadKindCode
  /** What the visitor wrote (quote text, trial notes). */
  details: string | null
  /** A contact message. */
  message: string | null
  address: string | null
}

/**
 * What the visitor wrote: the quote's text or the trial's notes; a contact message (older
 * contact leads also kept it in `details`).
 */
export function visitorTextOf(lead: { kind: LeadKindCode; details: string | null; message: string | null }): string | null {
  return lead.kind === 'contact' ? (lead.message ?? lead.details) : lead.details
}

/** The whole request text of a lead: the composition of its kind, from its lines and texts. */
export function composeRequestText(lead: ComposableLead, lines: readonly LeadLine[]): string | null {
  switch (lead.kind) {
    case 'quote':
      return composeQuoteDetails(lines, lead.details) || null
    case 'trial':
      return composeTrialMessage(lines, lead.address, lead.details)
    case 'contact':
      return lead.message ?? lead.details
  }
}

/** The lines in one readable line each (list cards, the CSV's lines column). */
export function lineSummary(line: LeadLine): string {
  const parts = [
    line.title,
    line.calibre ? calibreLabel(line.calibre) : null,
    line.quantityKg == null ? null : formatKg(line.quantityKg),
    line.packSizeKg == null ? null : `${formatKg(line.packSizeKg)} paket`,
  ]
  return parts.filter(Boolean).join(' · ')
}

/** A stored row (Prisma's Decimal for kg) as a LeadLine. */
export function leadLineOf(row: {
  position: number
  productId: string | null
  title: string
  calibre: string | null
  quantityKg: { toNumber(): number } | null
  packSizeKg: { toNumber(): number } | null
}): LeadLine {
  return {
    position: row.position,
    productId: row.productId,
    title: row.title,
    calibre: row.calibre,
    quantityKg: row.quantityKg ? row.quantityKg.toNumber() : null,
    packSizeKg: row.packSizeKg ? row.packSizeKg.toNumber() : null,
  }
}
