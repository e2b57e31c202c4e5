import { describe, expect, test } from 'vitest'
import { calibreLabelTr, composeQuoteDetails, composeTrialMessage } from './lead-details'

describe('quote details', () => {
  test('one block per product (number and title, calibration, kg, pack size) then the visitor text', () => {
    const details = composeQuoteDetails(
      [
        { title: 'Lerida İncir', calibre: '3', quantity: 1000, packSize: 10 },
        { title: 'Naturel İncir', calibre: 'A1', quantity: 25000, packSize: 12.5 },
      ],
      '  CIF Hamburg lütfen.  ',
    )
    expect(details).toBe(
      'Ürün 1: Lerida İncir\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 1.000 kg\nPaket boyutu: 10 kg\n\n' +
        'Ürün 2: Naturel İncir\nKalibrasyon: A1 (Altın Seri)\nMiktar: 25.000 kg\nPaket boyutu: 12,5 kg\n\n' +
        'CIF Hamburg lütfen.',
    )
  })

  test('no products: only the visitor text; no text: only the blocks', () => {
    expect(composeQuoteDetails([], 'Merhaba')).toBe('Merhaba')
    expect(composeQuoteDetails([{ title: 'X', quantity: 5 }], '')).toBe('Ürün 1: X\nKalibrasyon: -\nMiktar: 5 kg\nPaket boyutu: -')
  })

  test('calibre labels: 1–8 and A1–A8 by name, others generic', () => {
    expect(calibreLabelTr('8')).toBe('A8 (Sofralık Seri)')
    expect(calibreLabelTr('A10')).toBe('Kalibrasyon A10')
  })
})

test('trial message: total, bank transfer, product lines, address and notes', () => {
  expect(
    composeTrialMessage(
      [
        { title: 'Lerida İncir', calibre: '2', quantity: 1 },
        { title: 'Bağlama İncir', calibre: '5', quantity: 2.5 },
      ],
      'Atatürk Cd. 1, İzmir',
      'Hafta içi teslim',
    ),
  ).toBe(
    'Deneme paketi talebi\nToplam miktar: 3,5 kg\nÖdeme yöntemi: Banka havalesi\n\n' +
      'Ürünler:\nLerida İncir - A2 (1 kg)\nBağlama İncir - A5 (2,5 kg)\n\n' +
      'Adres: Atatürk Cd. 1, İzmir\n\nNotlar: Hafta içi teslim',
  )
})
