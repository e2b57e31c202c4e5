/**
 * The lead exports. "One row per lead": date, name, company, phone, e-mail, city, district, type,
 * quantity and details (the columns the sales team's sheets have always read, in that order), then
 * the status, the country and the product lines (one per line inside the cell), then the declared
 * fields (lead-fields.ts); new columns are only ever appended. "One row per product line": for spreadsheets that sum and filter by
 * product. The phone is written in E.164 ('+49401234567'), which every spreadsheet reads whole; a
 * number that could not be read stays as typed. Kilograms are plain numbers with a decimal point
 * (12.5), as every CSV reader takes them: the file separates fields with commas, so a decimal
 * comma would have to be quoted and most tools would then read it as text.
 */
import { calibreLabel } from '~/features/products/calibres'
import { CSV_BOM, csvPhone, csvRow } from '~/lib/csv'
import { formatDateTime, isoDay } from '~/lib/dates'
import { allowedParam } from '~/lib/url'
import { declaredCsvCells, declaredCsvHeaders } from './declared-fields'
import { composeRequestText, type LeadLine, lineSummary } from './lead-details'
import { companyLabel, countryLabelTr, type LeadKindCode, type LeadStatusCode, leadKindLabels, leadStatusLabels } from './lead-labels'

export interface CsvLead {
  createdAt: Date
  name: string
  company: string | null
  /** As typed. */
  phone: string | null
  /** The phone in E.164 ('+49401234567'), null when it could not be read. */
  phoneE164: string | null
  email: string | null
  country: string | null
  city: string | null
  district: string | null
  kind: LeadKindCode
  status: LeadStatusCode
  /** What the visitor wrote. */
  details: string | null
  /** A contact message. */
  message: string | null
  address: string | null
  /** The declared fields' stored values (Lead.fields). */
  fields?: unknown
  lines: readonly LeadLine[]
}

/** The two exports: `lead` (the default) and `line`. */
export const leadCsvLayouts = ['lead', 'line'] as const
export type LeadCsvLayout = (typeof leadCsvLayouts)[number]

/** `?per=line` asks for the export with one row per product line; anything else is one row per lead. */
export const parseLeadCsvLayout = (params: URLSearchParams): LeadCsvLayout => allowedParam(params, 'per', leadCsvLayouts, 'lead')

export const leadCsvColumns = [
  'Tarih',
  'Ad Soyad',
  'Firma',
  'Telefon',
  'E-posta',
  'Şehir',
  'İlçe',
  'Tür',
  'Miktar (kg)',
  'Detaylar',
  'Durum',
  'Ülke',
  'Ürünler',
  ...declaredCsvHeaders,
]

export const leadLineCsvColumns = [
  'Tarih',
  'Ad Soyad',
  'Firma',
  'Ülke',
  'Tür',
  'Sıra',
  'Ürün',
  'Kalibrasyon',
  'Miktar (kg)',
  'Paket (kg)',
  'Durum',
  ...declaredCsvHeaders,
]

/** The first bytes of a file: byte-order mark and header row. */
export const leadCsvHead = (layout: LeadCsvLayout = 'lead') => CSV_BOM + csvRow(layout === 'line' ? leadLineCsvColumns : leadCsvColumns)

/** The kg of the lines together (to the gram), or null when no line gives a quantity. */
export function totalKg(lines: readonly LeadLine[]): number | null {
  const quantities = lines.flatMap((line) => (line.quantityKg == null ? [] : [line.quantityKg]))
  return quantities.length ? Math.round(quantities.reduce((sum, kg) => sum + kg, 0) * 1000) / 1000 : null
}

/** One row of the per-lead export. */
export function leadCsvRow(lead: CsvLead): string {
  return csvRow([
    formatDateTime(lead.createdAt),
    lead.name,
    companyLabel(lead.company),
    csvPhone(lead.phoneE164, lead.phone),
    lead.email,
    lead.city,
    lead.district,
    leadKindLabels[lead.kind],
    totalKg(lead.lines),
    composeRequestText(lead, lead.lines),
    leadStatusLabels[lead.status],
    countryLabelTr(lead.country),
    lead.lines.map(lineSummary).join('\n'),
    ...declaredCsvCells(lead.fields),
  ])
}

/** The rows of the per-line export: one per product line; a lead without lines gives one row with empty product columns. */
export function leadLineCsvRows(lead: CsvLead): string {
  const common = (line: LeadLine | null) => [
    formatDateTime(lead.createdAt),
    lead.name,
    companyLabel(lead.company),
    countryLabelTr(lead.country),
    leadKindLabels[lead.kind],
    line?.position,
    line?.title,
    line?.calibre ? calibreLabel(line.calibre) : null,
    line?.quantityKg,
    line?.packSizeKg,
    leadStatusLabels[lead.status],
    ...declaredCsvCells(lead.fields),
  ]
  return lead.lines.length ? lead.lines.map((line) => csvRow(common(line))).join('') : csvRow(common(null))
}

/** The rows of one lead in the chosen export. */
export const leadCsvRows = (layout: LeadCsvLayout, lead: CsvLead) => (layout === 'line' ? leadLineCsvRows(lead) : leadCsvRow(lead))

/** 'talepler-2026-11-22.csv', 'talep-urunleri-2026-11-22.csv' (the day in Istanbul). */
export const leadCsvFilename = (now: Date, layout: LeadCsvLayout = 'lead') =>
  `${layout === 'line' ? 'talep-urunleri' : 'talepler'}-${isoDay(now)}.csv`
