import { describe, expect, test } from 'vitest'
import { composeQuoteDetails, composeRequestText, composeTrialMessage, lineCalibre, lineSummary } from './lead-details'
import { leadLine as line } from './lead-line.fixture'

describe('quote details', () => {
  test('one block per product (number and title, calibration, kg, pack size) then the visitor text', () => {
    const details = composeQuoteDetails(
      [line(1, 'Lerida İncir', '3', 1000, 10), line(2, 'Naturel İncir', 'A1', 25000, 12.5)],
      '  CIF Hamburg lütfen.  ',
    )
    expect(details).toBe(
      'Ürün 1: Lerida İncir\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 1.000 kg\nPaket boyutu: 10 kg\n\n' +
        'Ürün 2: Naturel İncir\nKalibrasyon: A1 (Altın Seri)\nMiktar: 25.000 kg\nPaket boyutu: 12,5 kg\n\n' +
        'CIF Hamburg lütfen.',
    )
  })

  test('no products: only the visitor text; no text: only the blocks; unknown figures are dashes', () => {
    expect(composeQuoteDetails([], 'Merhaba')).toBe('Merhaba')
    expect(composeQuoteDetails([line(1, 'X', null, 5, 0.5)], '')).toBe('Ürün 1: X\nKalibrasyon: -\nMiktar: 5 kg\nPaket boyutu: 0,5 kg')
    expect(composeQuoteDetails([line(1, 'X', null, null)], null)).toBe('Ürün 1: X\nKalibrasyon: -\nMiktar: -\nPaket boyutu: -')
  })

  test('calibre labels: 1–8 and A1–A8 by name, others generic, none a dash', () => {
    expect(lineCalibre({ calibre: '8' })).toBe('A8 (Sofralık Seri)')
    expect(lineCalibre({ calibre: 'A10' })).toBe('Kalibrasyon A10')
    expect(lineCalibre({ calibre: ' ' })).toBe('-')
    expect(lineCalibre({ calibre: null })).toBe('-')
  })
})

test('trial message: total, bank transfer, product lines, address and notes', () => {
  expect(
    composeTrialMessage([line(1, 'Lerida İncir', '2', 1), line(2, 'Bağlama İncir', '5', 2.5)], 'Atatürk Cd. 1, İzmir', 'Hafta içi teslim'),
  ).toBe(
    'Deneme paketi talebi\nToplam miktar: 3,5 kg\nÖdeme yöntemi: Banka havalesi\n\n' +
      'Ürünler:\nLerida İncir - A2 (1 kg)\nBağlama İncir - A5 (2,5 kg)\n\n' +
      'Adres: Atatürk Cd. 1, İzmir\n\nNotlar: Hafta içi teslim',
  )
})

test('a trial row the API sent without calibre and quantity is its title', () => {
  expect(composeTrialMessage([line(1, 'Lerida İncir', null, null)], null, 'Mesaj')).toBe(
    'Deneme paketi talebi\nToplam miktar: 0 kg\nÖdeme yöntemi: Banka havalesi\n\nÜrünler:\nLerida İncir\n\nNotlar: Mesaj',
  )
})

test('the request text follows the stored kind; a contact message is its text', () => {
  const lines = [line(1, 'Lerida İncir', 'A2', 12.5, 0.5)]
  expect(composeRequestText({ kind: 'quote', details: 'Ürün 1: kendi metnim', message: null, address: null }, lines)).toBe(
    'Ürün 1: Lerida İncir\nKalibrasyon: A2 (Özel Seri)\nMiktar: 12,5 kg\nPaket boyutu: 0,5 kg\n\nÜrün 1: kendi metnim',
  )
  expect(composeRequestText({ kind: 'contact', details: null, message: 'Merhaba', address: null }, [])).toBe('Merhaba')
  expect(composeRequestText({ kind: 'quote', details: null, message: null, address: null }, [])).toBeNull()
})

test('a line in one readable line', () => {
  expect(lineSummary(line(1, 'Lerida İncir', '3', 1000, 12.5))).toBe('Lerida İncir · A3 · 1.000 kg · 12,5 kg paket')
  expect(lineSummary(line(1, 'Lerida İncir', null, null))).toBe('Lerida İncir')
})
