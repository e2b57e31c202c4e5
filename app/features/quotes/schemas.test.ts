import { describe, expect, test } from 'vitest'
import { acceptSchema, ExtendSchema, QuoteDraftSchema } from './schemas'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('validity date', () => {
  test.each([
    ['2026-10-14', []],
    ['14.10.2026', ['Geçerlilik tarihi YYYY-AA-GG biçiminde olmalı']],
    ['2026-02-30', ['Geçersiz tarih']],
    ['9999-99-99', ['Geçersiz tarih']],
    ['2026-10-14\u0000', ['Geçerlilik tarihi YYYY-AA-GG biçiminde olmalı']],
  ])('%j gives one message at most: %j', (validUntil, expected) => {
    expect(messagesOf(ExtendSchema.safeParse({ validUntil }))).toEqual(expected)
  })
})

const draft = {
  currency: 'USD',
  lines: [{ productId: '', title: 'Hand line', quantityKg: '12,5', unitPrice: '3,335' }],
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  paymentTerms: 'advance',
  validUntil: '2026-12-11',
}

describe('the admin quote', () => {
  test('decimals typed with a comma are kept as exact strings', () => {
    const parsed = QuoteDraftSchema.parse(draft)
    expect(parsed.lines[0]).toMatchObject({ quantityKg: '12.5', unitPrice: '3.335', productId: null, title: 'Hand line' })
  })

  test('a part advance needs its percent; free payment terms need their text', () => {
    expect(messagesOf(QuoteDraftSchema.safeParse({ ...draft, paymentTerms: 'part-advance' }))).toEqual(['Peşinat yüzdesini yazın (ör. 30)'])
    expect(messagesOf(QuoteDraftSchema.safeParse({ ...draft, paymentTerms: 'custom' }))).toEqual(['Ödeme koşulunu yazın'])
  })

  test('prices with more than four decimals, negative kilograms and unknown Incoterms are refused', () => {
    const bad = { ...draft, incoterm: 'XYZ', lines: [{ ...draft.lines[0], unitPrice: '1.23456', quantityKg: '-1' }] }
    expect(messagesOf(QuoteDraftSchema.safeParse(bad))).toEqual([
      'Miktar 0,001–10.000.000 kg arası bir sayı olmalı (en fazla 3 ondalık)',
      'Birim fiyat 0 veya pozitif bir sayı olmalı (en fazla 4 ondalık)',
      'Incoterms 2020 kurallarından birini seçin',
    ])
  })
})

describe("the buyer's acceptance", () => {
  const messages = {
    nameRequired: 'name',
    positionRequired: 'position',
    confirmRequired: 'confirm',
    reasonRequired: 'reason',
    messageRequired: 'message',
    tooLong: 'long',
  }
  test('needs a name, a position and the "I accept" box; a NUL in the version id is refused, not stored', () => {
    expect(messagesOf(acceptSchema(messages).safeParse({ versionId: 'v1' }))).toEqual(['name', 'position', 'confirm'])
    const withNul = acceptSchema(messages).safeParse({ versionId: 'v\u00001', fullName: 'A', position: 'B', confirm: 'on' })
    expect(withNul.success).toBe(false)
  })
})
