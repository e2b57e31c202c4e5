/** The lead export (spec §9 columns, plus the status as a last column). */
import { CSV_BOM, csvRow } from './csv'
import { formatLeadDateTime, isoDay, leadKindLabels, leadStatusLabels, type LeadKindCode, type LeadStatusCode } from './lead-labels'

export interface CsvLead {
  createdAt: Date
  name: string
  company: string | null
  phone: string | null
  email: string | null
  city: string | null
  district: string | null
  kind: LeadKindCode
  quantity: number | null
  details: string | null
  status: LeadStatusCode
}

export const leadCsvColumns = ['Tarih', 'Ad Soyad', 'Firma', 'Telefon', 'E-posta', 'Şehir', 'İlçe', 'Tür', 'Miktar (kg)', 'Detaylar', 'Durum'] as const

/** The first bytes of the file: byte-order mark and header row. */
export const leadCsvHead = () => CSV_BOM + csvRow(leadCsvColumns)

export function leadCsvRow(lead: CsvLead): string {
  return csvRow([
    formatLeadDateTime(lead.createdAt),
    lead.name,
    lead.company,
    lead.phone,
    lead.email,
    lead.city,
    lead.district,
    leadKindLabels[lead.kind],
    lead.quantity,
    lead.details,
    leadStatusLabels[lead.status],
  ])
}

/** 'talepler-2026-11-22.csv' (the day in Istanbul). */
export const leadCsvFilename = (now: Date) => `talepler-${isoDay(now)}.csv`
