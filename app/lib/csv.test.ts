import { describe, expect, test } from 'vitest'
import { CSV_BOM, csvCell, csvPhone, csvRow } from './csv'

describe('csv cells (RFC 4180)', () => {
  test('plain text, numbers and empty values are written as they are', () => {
    expect(csvCell('Ayşe Yılmaz')).toBe('Ayşe Yılmaz')
    expect(csvCell(2500)).toBe('2500')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  test('commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('İzmir, Bornova')).toBe('"İzmir, Bornova"')
    expect(csvCell('5" kutu')).toBe('"5"" kutu"')
    expect(csvCell('Ürün 1: Lerida\nMiktar: 1.000 kg')).toBe('"Ürün 1: Lerida\nMiktar: 1.000 kg"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csvCell('+90 532 000 00 00')).toBe("'+90 532 000 00 00")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell(' =1')).toBe(' =1')
  })

  test('a phone number in its international form (E.164) is written as it is: a spreadsheet reads it as a number or text, never runs it', () => {
    expect(csvCell(csvPhone('+49401234567', '+49 40 1234567'))).toBe('+49401234567')
    expect(csvCell(csvPhone('+905321112233', '0532 111 22 33'))).toBe('+905321112233')
    expect(csvRow(['Ayşe', csvPhone('+49401234567', '040 1234567')])).toBe('Ayşe,+49401234567\r\n')
  })

  test('a phone number without an international form is written as typed, with the formula guard', () => {
    expect(csvCell(csvPhone(null, '+49 40 12'))).toBe("'+49 40 12")
    expect(csvCell(csvPhone(undefined, '0532 000 00 00'))).toBe('0532 000 00 00')
    expect(csvCell(csvPhone(null, null))).toBe('')
    // Anything but a plus and digits is not taken for an international number, whatever it claims to be.
    for (const e164 of [
      '+49 40 1234567',
      '=1+2',
      '+4940123456=1',
      '+0401234567',
      '-49401234567',
      '+',
      '+1234567890123456',
      '+49401234567\r',
    ]) {
      expect(csvCell(csvPhone(e164, '=HYPERLINK("x")'))).toBe(`"'=HYPERLINK(""x"")"`)
    }
    // A phone cell made by hand is checked as well.
    expect(csvCell({ e164: '=1+2' })).toBe("'=1+2")
  })

  test('numbers are never prefixed, even negative ones', () => {
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(Number.NaN)).toBe('')
  })
})

test('a row joins its cells with commas and ends with CRLF; the BOM is U+FEFF', () => {
  expect(csvRow(['Tarih', 'Ad, Soyad', null, 3])).toBe('Tarih,"Ad, Soyad",,3\r\n')
  expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
})
