import { describe, expect, test } from 'vitest'
import { acceptSchema, ExtendSchema, QuoteDraftSchema, QuoteFormSchema } from './schemas'

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

describe('numbers of the admin form, typed the Turkish way', () => {
  const form = (line: Record<string, string>, extra: string, advancePercent = '') =>
    QuoteFormSchema.safeParse({
      ...draft,
      paymentTerms: advancePercent ? 'part-advance' : 'advance',
      advancePercent,
      lines: [{ ...draft.lines[0], ...line }],
      extras: [{ kind: 'freight', amount: extra }],
    })

  test.each([
    ['2.450', '2450'],
    ['2.450,50', '2450.5'],
    ['10,90', '10.9'],
    ['1.250,00', '1250'],
    ['850', '850'],
  ])('freight %j is %s', (typed, stored) => {
    const parsed = form({}, typed)
    expect(parsed.success && parsed.data.extras[0].amount).toBe(stored)
  })

  test('kilograms and prices per kg too: 2.000 kg at 3,335 is 2000 kg at 3.335', () => {
    const parsed = form({ quantityKg: '2.000', unitPrice: '3,335', packSizeKg: '12,5' }, '0')
    expect(parsed.success && parsed.data.lines[0]).toMatchObject({ quantityKg: '2000', unitPrice: '3.335', packSizeKg: '12.5' })
  })

  test('an entry that could mean two numbers is refused, naming both', () => {
    expect(messagesOf(form({}, '2.45'))).toEqual([
      '“2.45” iki türlü okunabilir: 2,45 mi, 245 mi? Türkçe yazımda nokta binlik, virgül ondalık ayırıcıdır. Lütfen 2,45 ya da 245 yazın.',
    ])
    expect(messagesOf(form({ unitPrice: '1,250.50' }, '0'))).toEqual([expect.stringContaining('1.250,5 mi demek istediniz?')])
    expect(messagesOf(form({ quantityKg: '1234.567' }, '0'))).toEqual([expect.stringContaining('1.234,567 mi, 1.234.567 mi?')])
  })

  test('within its range a number is still refused past the field’s decimals (1,999 for an amount of cents)', () => {
    expect(messagesOf(form({}, '1,999'))).toEqual(['Tutar 0 veya pozitif bir sayı olmalı (en fazla 2 ondalık)'])
  })

  test.each(['0x1e', '1e1', '30.0', '30,5', '0', '100', '-30', '٣٠'])('advance percent %j is refused', (typed) => {
    expect(messagesOf(form({}, '0', typed))).toEqual([expect.stringMatching(/^(Peşinat yüzdesi 1–99 arası bir tam sayı olmalı|“30.0”.*)$/)])
  })

  test('advance percent 30 (or 30,0) is 30', () => {
    for (const typed of ['30', ' 30 ', '30,0']) {
      const parsed = form({}, '0', typed)
      expect(parsed.success && parsed.data.advancePercent, typed).toBe(30)
    }
  })
})

describe('numbers of the admin API, plain decimals', () => {
  test('the API’s own strings and JSON numbers keep their value: "3.335" is 3.335, not 3335', () => {
    const parsed = QuoteDraftSchema.parse({
      ...draft,
      lines: [{ ...draft.lines[0], quantityKg: 2000, unitPrice: '3.335' }],
      extras: [{ kind: 'freight', amount: '2450.00' }],
      paymentTerms: 'part-advance',
      advancePercent: 30,
    })
    expect(parsed.lines[0]).toMatchObject({ quantityKg: '2000', unitPrice: '3.335' })
    expect(parsed.extras[0].amount).toBe('2450')
    expect(parsed.advancePercent).toBe(30)
  })

  test.each(['0x1e', '1e1', '30.5', ' ', 'thirty'])(
    'advance percent %j is refused (JavaScript would read 0x1e as 30, 1e1 as 10)',
    (text) => {
      const result = QuoteDraftSchema.safeParse({ ...draft, paymentTerms: 'part-advance', advancePercent: text })
      expect(result.success).toBe(false)
    },
  )
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

describe('the shipment window of the admin quote', () => {
  const form = (fields: Record<string, string>) => QuoteFormSchema.safeParse({ ...draft, ...fields })

  test('a month with its week, a month alone, a range of days, or none', () => {
    expect(form({ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentWeek: '2' }).data?.shipmentWindow).toEqual({
      kind: 'month',
      month: '2027-03',
      week: 2,
    })
    expect(form({ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentWeek: '' }).data?.shipmentWindow).toEqual({
      kind: 'month',
      month: '2027-03',
      week: null,
    })
    expect(form({ shipmentKind: 'range', shipmentFrom: '2027-03-03', shipmentTo: '2027-03-17' }).data?.shipmentWindow).toEqual({
      kind: 'range',
      from: '2027-03-03',
      to: '2027-03-17',
    })
    expect(form({ shipmentKind: '', shipmentMonth: '', shipmentFrom: '', shipmentTo: '' }).data?.shipmentWindow).toBeNull()
    // The kind left unchosen: what is filled in says it (a form sent without JavaScript).
    expect(form({ shipmentKind: '', shipmentMonth: '2027-04' }).data?.shipmentWindow).toEqual({
      kind: 'month',
      month: '2027-04',
      week: null,
    })
    // The fields of the other kind are ignored.
    expect(form({ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentFrom: 'x' }).success).toBe(true)
    // Week 5 is days 29–31: February of a leap year has it.
    expect(form({ shipmentKind: 'month', shipmentMonth: '2028-02', shipmentWeek: '5' }).data?.shipmentWindow).toEqual({
      kind: 'month',
      month: '2028-02',
      week: 5,
    })
  })

  test.each([
    [{ shipmentKind: 'month' }, 'Yükleme ayını seçin (ör. 2027-03)'],
    [{ shipmentKind: 'month', shipmentMonth: 'Mart 2027' }, 'Yükleme ayı YYYY-AA biçiminde olmalı (ör. 2027-03)'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-13' }, 'Yükleme ayı YYYY-AA biçiminde olmalı (ör. 2027-03)'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentWeek: '6' }, 'Hafta 1–5 arası olmalı'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentWeek: '0x2' }, 'Hafta 1–5 arası olmalı'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-03', shipmentWeek: '1.5' }, 'Hafta 1–5 arası olmalı'],
    [{ shipmentWeek: '2' }, 'Haftanın ayını seçin'],
    [{ shipmentKind: 'range', shipmentFrom: '2027-03-03' }, 'Yüklemenin son gününü girin (YYYY-AA-GG)'],
    [{ shipmentKind: 'range', shipmentFrom: '2027-02-30', shipmentTo: '2027-03-03' }, 'Yüklemenin ilk gününü girin (YYYY-AA-GG)'],
    // A day of year 0000 (no DATE in PostgreSQL) or of another century is no shipment day.
    [{ shipmentKind: 'range', shipmentFrom: '0000-01-01', shipmentTo: '0000-01-05' }, 'Yüklemenin ilk gününü girin (YYYY-AA-GG)'],
    [{ shipmentKind: 'range', shipmentFrom: '2027-01-01', shipmentTo: '1900-01-05' }, 'Yüklemenin son gününü girin (YYYY-AA-GG)'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-02', shipmentWeek: '5' }, 'Bu ayın 5. haftası yok'],
    [{ shipmentKind: 'range', shipmentFrom: '2027-03-17', shipmentTo: '2027-03-03' }, 'Son gün ilk günden önce olamaz'],
    [{ shipmentKind: 'range', shipmentFrom: '2027-01-01', shipmentTo: '2028-06-01' }, 'Yükleme dönemi en fazla 366 gün olabilir'],
    [{ shipmentKind: 'week' }, 'Yükleme dönemi ay veya tarih aralığı olmalı'],
    [{ shipmentKind: 'month', shipmentMonth: '2027-\u000003' }, 'Yükleme ayı YYYY-AA biçiminde olmalı (ör. 2027-03)'],
    [{ shipmentKind: 'range', shipmentFrom: 'x'.repeat(100_000), shipmentTo: '2027-03-03' }, 'Yüklemenin ilk gününü girin (YYYY-AA-GG)'],
    [{ shipmentWindow: 'Mart 2027, 2. hafta' }, expect.stringContaining('shipmentWindow bir nesne olmalı')],
  ])('%j is refused: %s', (fields, message) => {
    expect(messagesOf(form(fields))).toEqual([message])
  })

  test('the API writes the window as the object it reads; a free text is refused', () => {
    const api = (shipmentWindow: unknown) => QuoteDraftSchema.safeParse({ ...draft, shipmentWindow })
    expect(api({ kind: 'month', month: '2027-03', week: 2 }).data?.shipmentWindow).toEqual({ kind: 'month', month: '2027-03', week: 2 })
    expect(api({ kind: 'range', from: '2027-03-03', to: '2027-03-17' }).data?.shipmentWindow).toEqual({
      kind: 'range',
      from: '2027-03-03',
      to: '2027-03-17',
    })
    expect(api(null).data?.shipmentWindow).toBeNull()
    expect(QuoteDraftSchema.parse(draft).shipmentWindow).toBeNull()
    expect(messagesOf(api('Ekim 2026'))).toEqual([expect.stringContaining('shipmentWindow bir nesne olmalı')])
    expect(messagesOf(api({ kind: 'text', text: 'Ekim 2026' }))).toEqual(['Yükleme dönemi ay veya tarih aralığı olmalı'])
    expect(messagesOf(api({ kind: 'month', month: '2027-03', week: 9 }))).toEqual(['Hafta 1–5 arası olmalı'])
  })
})
