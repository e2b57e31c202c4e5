import { describe, expect, test } from 'vitest'
import { composeQuoteDetails, composeTrialMessage } from './lead-details'
import { splitLeadDetails } from './lead-blocks'

describe('splitting lead details into blocks', () => {
  test('the quote form text: one product card per product, then the visitor text', () => {
    const details = composeQuoteDetails(
      [
        { title: 'Lerida İncir', calibre: '3', quantity: 1000, packSize: 10 },
        { title: 'Naturel İncir', calibre: 'A1', quantity: 25000, packSize: null },
      ],
      'CIF Hamburg lütfen.\nTeşekkürler.',
    )
    expect(splitLeadDetails(details)).toEqual([
      {
        kind: 'product',
        heading: 'Ürün 1',
        name: 'Lerida İncir',
        rows: [
          { label: 'Kalibrasyon', value: 'A3 (Gurme Seri)' },
          { label: 'Miktar', value: '1.000 kg' },
          { label: 'Paket boyutu', value: '10 kg' },
        ],
        lines: [],
      },
      {
        kind: 'product',
        heading: 'Ürün 2',
        name: 'Naturel İncir',
        rows: [
          { label: 'Kalibrasyon', value: 'A1 (Altın Seri)' },
          { label: 'Miktar', value: '25.000 kg' },
          { label: 'Paket boyutu', value: '-' },
        ],
        lines: [],
      },
      { kind: 'text', text: 'CIF Hamburg lütfen.\nTeşekkürler.' },
    ])
  })

  test('a trial message has no product cards ("Ürünler:" is not a product block)', () => {
    const blocks = splitLeadDetails(composeTrialMessage([{ title: 'Lerida İncir', calibre: '2', quantity: 1 }], 'İzmir', ''))
    expect(blocks.map((b) => b.kind)).toEqual(['text', 'text', 'text'])
    expect(blocks[1]).toEqual({ kind: 'text', text: 'Ürünler:\nLerida İncir - A2 (1 kg)' })
  })

  test('Windows line ends, blank lines with spaces and extra blank lines separate paragraphs too', () => {
    expect(splitLeadDetails('Merhaba\r\n\r\nÜrün X\r\nserbest satır\r\nMiktar: 5 kg\n  \n\n\nSon')).toEqual([
      { kind: 'text', text: 'Merhaba' },
      { kind: 'product', heading: 'Ürün X', name: '', rows: [{ label: 'Miktar', value: '5 kg' }], lines: ['serbest satır'] },
      { kind: 'text', text: 'Son' },
    ])
  })

  test('no details: no blocks; text only: one text block', () => {
    expect(splitLeadDetails(null)).toEqual([])
    expect(splitLeadDetails('  \n\n ')).toEqual([])
    expect(splitLeadDetails('Sadece bir mesaj')).toEqual([{ kind: 'text', text: 'Sadece bir mesaj' }])
  })
})
