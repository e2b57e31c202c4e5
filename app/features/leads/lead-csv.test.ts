import { describe, expect, test } from 'vitest'
import { declaredCsvHeaders } from './declared-fields'
import { type CsvLead, leadCsvFilename, leadCsvHead, leadCsvRow, leadLineCsvRows, parseLeadCsvLayout, totalKg } from './lead-csv'
import { leadLine as line } from './lead-line.fixture'

/** The declared fields' headers (the buyer's terms), after the fixed columns. */
const declaredHeads = declaredCsvHeaders.map((header) => `,${header}`).join('')

const lead: CsvLead = {
  createdAt: new Date('2026-11-22T11:05:00Z'),
  name: 'Ayşe Yılmaz',
  company: 'Ege Gıda, Ltd.',
  phone: '+90 532 000 00 00',
  phoneE164: '+905320000000',
  email: 'ayse@example.com',
  country: 'DE',
  city: 'İzmir',
  district: 'Bornova',
  kind: 'quote',
  status: 'contacted',
  details: 'CIF "Hamburg"',
  message: null,
  address: null,
  lines: [line(1, 'Lerida İncir', '3', 2500, 12.5), line(2, 'Naturel İncir', 'A1', 0.5, 0.5)],
}

/** The declared fields' cells of a lead that gave none (the buyer's terms: Incoterm, place, period, VAT number). */
const noTerms = declaredCsvHeaders.map(() => '')

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      record.push(field)
      field = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else {
      field += c
    }
  }
  return records
}

describe('one row per lead', () => {
  test('the file starts with a BOM and the original columns, then status, country and products', () => {
    expect(leadCsvHead()).toBe(
      `\uFEFFTarih,Ad Soyad,Firma,Telefon,E-posta,Şehir,İlçe,Tür,Miktar (kg),Detaylar,Durum,Ülke,Ürünler${declaredHeads}\r\n`,
    )
  })

  test('a quote: total kg of the lines, the composed request text, the country by name, one product per line in a cell', () => {
    const [row] = parseCsv(leadCsvRow(lead))
    expect(row).toEqual([
      '22.11.2026 14:05',
      'Ayşe Yılmaz',
      'Ege Gıda, Ltd.',
      '+905320000000',
      'ayse@example.com',
      'İzmir',
      'Bornova',
      'Teklif talebi',
      '2500.5',
      'Ürün 1: Lerida İncir\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 2.500 kg\nPaket boyutu: 12,5 kg\n\n' +
        'Ürün 2: Naturel İncir\nKalibrasyon: A1 (Altın Seri)\nMiktar: 0,5 kg\nPaket boyutu: 0,5 kg\n\nCIF "Hamburg"',
      'İletişime geçildi',
      'Almanya',
      'Lerida İncir · A3 · 2.500 kg · 12,5 kg paket\nNaturel İncir · A1 · 0,5 kg · 0,5 kg paket',
      ...noTerms,
    ])
  })

  test('no line with a quantity leaves the kg empty; a trial and a contact compose their own text', () => {
    const trial = parseCsv(
      leadCsvRow({
        ...lead,
        kind: 'trial',
        company: null,
        name: '=cmd|calc',
        status: 'new',
        lines: [line(1, 'Lerida İncir', null, null, null)],
        details: null,
      }),
    )[0]
    expect(trial[1]).toBe("'=cmd|calc")
    // No company: the admin's one name for an individual customer, in the export as on the screen.
    expect(trial[2]).toBe('Bireysel müşteri')
    expect(trial.slice(7, 10)).toEqual([
      'Deneme paketi',
      '',
      'Deneme paketi talebi\nToplam miktar: 0 kg\nÖdeme yöntemi: Banka havalesi\n\nÜrünler:\nLerida İncir',
    ])
    const contact = parseCsv(
      leadCsvRow({ ...lead, kind: 'contact', lines: [], details: null, message: 'Katalog lütfen', country: 'Almanya' }),
    )[0]
    expect(contact.slice(7, 13)).toEqual(['İletişim mesajı', '', 'Katalog lütfen', 'İletişime geçildi', 'Almanya', ''])
  })

  test('the phone in its international form, without the apostrophe; a number that could not be read as typed, still guarded', () => {
    expect(parseCsv(leadCsvRow({ ...lead, phone: '0532 000 00 00' }))[0][3]).toBe('+905320000000')
    expect(parseCsv(leadCsvRow({ ...lead, phone: '+90 532', phoneE164: null }))[0][3]).toBe("'+90 532")
    expect(parseCsv(leadCsvRow({ ...lead, phone: null, phoneE164: null }))[0][3]).toBe('')
  })

  test('kilograms add up to the gram', () => {
    expect(totalKg([line(1, 'a', null, 0.1, null), line(2, 'b', null, 0.2, null), line(3, 'c', null, null, 5)])).toBe(0.3)
    expect(totalKg([line(1, 'a', null, null, 5)])).toBeNull()
    expect(totalKg([])).toBeNull()
  })
})

describe('one row per product line', () => {
  test('header and one row per line with exact kg', () => {
    expect(leadCsvHead('line')).toBe(
      `\uFEFFTarih,Ad Soyad,Firma,Ülke,Tür,Sıra,Ürün,Kalibrasyon,Miktar (kg),Paket (kg),Durum${declaredHeads}\r\n`,
    )
    expect(parseCsv(leadLineCsvRows(lead))).toEqual([
      [
        '22.11.2026 14:05',
        'Ayşe Yılmaz',
        'Ege Gıda, Ltd.',
        'Almanya',
        'Teklif talebi',
        '1',
        'Lerida İncir',
        'A3',
        '2500',
        '12.5',
        'İletişime geçildi',
        ...noTerms,
      ],
      [
        '22.11.2026 14:05',
        'Ayşe Yılmaz',
        'Ege Gıda, Ltd.',
        'Almanya',
        'Teklif talebi',
        '2',
        'Naturel İncir',
        'A1',
        '0.5',
        '0.5',
        'İletişime geçildi',
        ...noTerms,
      ],
    ])
  })

  test('a lead without lines is one row with empty product columns; an unknown calibre stays as sent', () => {
    expect(parseCsv(leadLineCsvRows({ ...lead, kind: 'contact', lines: [] }))).toEqual([
      [
        '22.11.2026 14:05',
        'Ayşe Yılmaz',
        'Ege Gıda, Ltd.',
        'Almanya',
        'İletişim mesajı',
        '',
        '',
        '',
        '',
        '',
        'İletişime geçildi',
        ...noTerms,
      ],
    ])
    expect(parseCsv(leadLineCsvRows({ ...lead, lines: [line(1, 'X', '11', 5, null)] }))[0].slice(5, 10)).toEqual(['1', 'X', '11', '5', ''])
  })

  test('?per=line picks it; anything else is one row per lead', () => {
    expect(parseLeadCsvLayout(new URLSearchParams('per=line'))).toBe('line')
    expect(parseLeadCsvLayout(new URLSearchParams('per=x'))).toBe('lead')
    expect(parseLeadCsvLayout(new URLSearchParams(''))).toBe('lead')
  })
})

test('file names by the day in Istanbul', () => {
  expect(leadCsvFilename(new Date('2026-11-22T10:00:00Z'))).toBe('talepler-2026-11-22.csv')
  // 22:30 UTC is already the next day in Istanbul (UTC+3).
  expect(leadCsvFilename(new Date('2026-11-22T22:30:00Z'))).toBe('talepler-2026-11-23.csv')
  expect(leadCsvFilename(new Date('2026-11-22T10:00:00Z'), 'line')).toBe('talep-urunleri-2026-11-22.csv')
})

test("the buyer's terms are the last columns of both exports, the period read in Turkish", () => {
  const terms = { ...lead, fields: { incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789' } }
  expect(parseCsv(leadCsvRow(terms))[0].slice(13, 17)).toEqual(['CIF', 'Hamburg', 'Mart 2027', 'DE123456789'])
  const rows = parseCsv(leadLineCsvRows({ ...terms, fields: { deliveryPeriod: '2027-03-01/2027-04-15' } })).map((row) => row.slice(11))
  expect(rows).toHaveLength(2)
  for (const row of rows) {
    expect(row[2]).toMatch(/^1 Mar\s–\s15 Nis 2027$/u)
    expect([row[0], row[1], row[3]]).toEqual(['', '', ''])
  }
})
