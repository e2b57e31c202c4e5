/**
 * The free texts of the quote form that the buyer reads, each declared once: its label in the
 * admin form, and an example in each language a buyer reads. From this come the form's labels
 * ("Alıcıya not — alıcının dilinde (Almanca)") and placeholders, the check before sending (Turkish
 * letters in a German quote) and the fields the AI can translate.
 */
import { type Locale, localeNamesTr } from '~/lib/locale'
import type { BuyerText } from './buyer-language-check'
import type { ShipmentWindow } from './shipment-window'

export const buyerTextKinds = {
  lineTitle: {
    label: 'Elle yazılmış satır',
    examples: {
      tr: 'Kuru incir, doğal, 12 kg koli',
      en: 'Dried figs, natural, 12 kg cartons',
      de: 'Getrocknete Feigen, natur, 12-kg-Kartons',
    },
  },
  extraLabel: {
    label: 'Açıklama',
    examples: { tr: 'Hamburg’a deniz navlunu', en: 'Sea freight to Hamburg', de: 'Seefracht bis Hamburg' },
  },
  paymentTermsText: {
    label: 'Serbest metin ödeme koşulu',
    examples: {
      tr: '%50 peşin, bakiye yüklemeden önce',
      en: '50 % in advance, balance before loading',
      de: '50 % Vorauszahlung, Rest vor Verladung',
    },
  },
  buyerNote: {
    label: 'Alıcıya not',
    examples: {
      tr: 'Ürünler 2026 hasadındandır; numuneler talep üzerine gönderilir.',
      en: 'The goods are from the 2026 harvest; samples on request.',
      de: 'Die Ware stammt aus der Ernte 2026; Muster auf Anfrage.',
    },
  },
} as const satisfies Record<string, { label: string; examples: Record<Locale, string> }>
export type BuyerTextKind = keyof typeof buyerTextKinds

/** A form field the buyer reads: 'buyerNote', 'paymentTermsText', 'extras[2].label', 'lines[0].title'. */
const FIELD = /^(?:(buyerNote|paymentTermsText)|extras\[(\d{1,2})\]\.label|lines\[(\d{1,2})\]\.title)$/

/** The kind of a buyer-facing form field, with its row (null for a name that is not one). */
export function buyerTextField(name: string): { kind: BuyerTextKind; row: number | null } | null {
  const match = FIELD.exec(name)
  if (!match) return null
  if (match[1]) return { kind: match[1] as 'buyerNote' | 'paymentTermsText', row: null }
  if (match[2] !== undefined) return { kind: 'extraLabel', row: Number(match[2]) }
  return { kind: 'lineTitle', row: Number(match[3]) }
}

/** The label of a buyer-facing field in the admin form, with the language it is to be written in. */
export function buyerTextLabel(kind: BuyerTextKind, locale: Locale, row?: number): string {
  const label = row === undefined ? buyerTextKinds[kind].label : `${buyerTextKinds[kind].label} ${row + 1}`
  return `${label} — alıcının dilinde (${localeNamesTr[locale]})`
}

/** What the field's input shows while empty: an example in the buyer's language. */
export const buyerTextPlaceholder = (kind: BuyerTextKind, locale: Locale) => `ör. ${buyerTextKinds[kind].examples[locale]}`

/** The buyer-facing texts of a version, named by their form fields, as the check before sending reads them. */
export function buyerTextsOf(version: {
  paymentTerms: string
  paymentTermsText: string | null
  buyerNote: string | null
  /** A window written before windows were data is its free text, shown to the buyer as written. */
  shipmentWindow?: ShipmentWindow | null
  lines: readonly { productId: string | null; title: string }[]
  extras: readonly { label: string | null }[]
}): BuyerText[] {
  return [
    ...(version.shipmentWindow?.kind === 'text'
      ? [{ field: 'shipmentWindow', label: 'Yükleme dönemi (eski serbest metin)', text: version.shipmentWindow.text }]
      : []),
    ...version.lines.flatMap((line, i) =>
      line.productId ? [] : [{ field: `lines[${i}].title`, label: `${buyerTextKinds.lineTitle.label} (satır ${i + 1})`, text: line.title }],
    ),
    ...version.extras.map((extra, i) => ({
      field: `extras[${i}].label`,
      label: `${buyerTextKinds.extraLabel.label} (ek kalem ${i + 1})`,
      text: extra.label,
    })),
    ...(version.paymentTerms === 'custom'
      ? [{ field: 'paymentTermsText', label: buyerTextKinds.paymentTermsText.label, text: version.paymentTermsText }]
      : []),
    { field: 'buyerNote', label: buyerTextKinds.buyerNote.label, text: version.buyerNote },
  ]
}
