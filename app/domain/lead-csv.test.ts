import { expect, test } from 'vitest'
import { leadCsvFilename, leadCsvHead, leadCsvRow } from './lead-csv'
import { formatKg, formatLeadDate, formatLeadDateTime } from './lead-labels'

const lead = {
  createdAt: new Date('2026-11-22T11:05:00Z'),
  name: 'Ayşe Yılmaz',
  company: 'Ege Gıda, Ltd.',
  phone: '+90 532 000 00 00',
  email: 'ayse@example.com',
  city: 'İzmir',
  district: 'Bornova',
  kind: 'quote' as const,
  quantity: 2500,
  details: 'Ürün 1: Lerida İncir\nMiktar: 2.500 kg\n\nCIF "Hamburg"',
  status: 'contacted' as const,
}

test('the file starts with a BOM and the spec columns, status last', () => {
  expect(leadCsvHead()).toBe('\uFEFFTarih,Ad Soyad,Firma,Telefon,E-posta,Şehir,İlçe,Tür,Miktar (kg),Detaylar,Durum\r\n')
})

test('a lead row: Istanbul time, type label, quoting and neutralised phone', () => {
  expect(leadCsvRow(lead)).toBe(
    `22.11.2026 14:05,Ayşe Yılmaz,"Ege Gıda, Ltd.",'+90 532 000 00 00,ayse@example.com,İzmir,Bornova,Teklif talebi,2500,` +
      `"Ürün 1: Lerida İncir\nMiktar: 2.500 kg\n\nCIF ""Hamburg""",İletişime geçildi\r\n`,
  )
  const trial = leadCsvRow({ ...lead, kind: 'trial', company: null, quantity: null, name: '=cmd|calc', status: 'new' })
  expect(trial).toContain(",Deneme paketi,,")
  expect(trial.split(',')[1]).toBe("'=cmd|calc")
  expect(leadCsvRow({ ...lead, kind: 'contact' })).toContain(',İletişim mesajı,')
})

test('file name by the day in Istanbul', () => {
  expect(leadCsvFilename(new Date('2026-11-22T10:00:00Z'))).toBe('talepler-2026-11-22.csv')
  // 22:30 UTC is already the next day in Istanbul (UTC+3).
  expect(leadCsvFilename(new Date('2026-11-22T22:30:00Z'))).toBe('talepler-2026-11-23.csv')
})

test('dates and kilograms in Turkish format', () => {
  expect(formatLeadDate(new Date('2026-03-05T23:30:00Z'))).toBe('06.03.2026')
  expect(formatLeadDateTime('2026-03-05T08:07:00Z')).toBe('05.03.2026 11:07')
  expect(formatKg(12500)).toBe('12.500 kg')
  expect(formatKg(null)).toBe('-')
})
