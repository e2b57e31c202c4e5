import { describe, expect, test } from 'vitest'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { declaredApiMembers, declaredDraftTerms, declaredRows, declaredValues, fieldsOf, readDeclared } from './declared-fields'
import { periodRule, periodText } from './lead-field-kinds'
import { leadFieldDeclarations, vatFitsCountry } from './lead-fields'
import { quoteApiSchema, quoteFormSchema } from './quote-schema'

const dictionaries = { tr, en, de } as const
const t = (key: string) => {
  const [section, name] = key.split('.') as [keyof typeof de, string]
  return (de[section] as Record<string, string>)[name] ?? key
}
const rules = { t: t as never }
const request = {
  locale: 'de',
  name: 'Anna Schmidt',
  phone: '+49 40 1234567',
  country: 'DE',
  items: [{ productId: 'p1', quantity: '1000' }],
}

const issuesOf = (input: object) => {
  const result = quoteFormSchema(rules).safeParse({ ...request, ...input })
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the buyer\u2019s terms in the quote form', () => {
  test('CIF Hamburg, March 2027, a German VAT number: stored as the rules write them', () => {
    const result = quoteFormSchema(rules).parse({
      ...request,
      incoterm: 'cif',
      namedPlace: ' Hamburg ',
      deliveryPeriod: { month: '2027-03' },
      vatNumber: 'de 123.456-789',
    })
    expect(declaredValues('quote', result)).toEqual({
      incoterm: 'CIF',
      namedPlace: 'Hamburg',
      deliveryPeriod: '2027-03',
      vatNumber: 'DE123456789',
    })
  })

  test('none given stores nothing', () => {
    expect(declaredValues('quote', quoteFormSchema(rules).parse(request))).toBeNull()
  })

  test('an EU buyer\u2019s VAT number is stored with its country\u2019s prefix; another country\u2019s as written', () => {
    const stored = (country: string, vatNumber: string) =>
      declaredValues('quote', quoteFormSchema(rules).parse({ ...request, country, vatNumber }))
    expect(stored('DE', '123 456 789')).toEqual({ vatNumber: 'DE123456789' })
    expect(stored('GR', '123456789')).toEqual({ vatNumber: 'EL123456789' })
    expect(stored('CH', 'CHE-123.456.788')).toEqual({ vatNumber: 'CHE123456788' })
  })

  test('a malformed German VAT number gets the German message at its field', () => {
    expect(issuesOf({ vatNumber: 'DE12345' })).toEqual([['vatNumber', de.validation.vatInvalid]])
    expect(issuesOf({ vatNumber: 'FR12345678901' })).toEqual([['vatNumber', de.validation.vatInvalid]])
    // Checked with the other fields' messages at once.
    expect(issuesOf({ vatNumber: 'DE12345', name: '' }).map(([path]) => path)).toEqual(['name', 'vatNumber'])
  })

  test('an unknown Incoterm, a period in the past, both a month and a range, a reversed range are refused', () => {
    expect(issuesOf({ incoterm: 'XYZ' })).toEqual([['incoterm', de.validation.incotermInvalid]])
    expect(issuesOf({ deliveryPeriod: { month: '2020-01' } })).toEqual([['deliveryPeriod.month', de.validation.periodPast]])
    expect(issuesOf({ deliveryPeriod: { month: '2027-03', from: '2027-03-01' } })).toEqual([
      ['deliveryPeriod.month', de.validation.periodEither],
    ])
    expect(issuesOf({ deliveryPeriod: { from: '2027-04-02', to: '2027-04-01' } })).toEqual([
      ['deliveryPeriod.to', de.validation.periodOrder],
    ])
    expect(issuesOf({ deliveryPeriod: { from: '2027-04-02' } })).toEqual([['deliveryPeriod.to', de.validation.periodRange]])
    expect(issuesOf({ deliveryPeriod: { from: '2027-02-30', to: '2027-03-01' } })).toEqual([
      ['deliveryPeriod.from', de.validation.periodInvalid],
    ])
    expect(issuesOf({ namedPlace: 'Hamburg\u0000' })).toHaveLength(1)
  })
})

test('the API takes the stored forms and the other names', () => {
  // One day is a range of that day.
  expect(declaredValues('quote', quoteApiSchema(rules).parse({ ...request, deliveryDate: '2027-03-15' }))).toEqual({
    deliveryPeriod: '2027-03-15/2027-03-15',
  })
  const body = quoteApiSchema(rules).parse({
    ...request,
    items: undefined,
    productId: 'p1',
    incoterms: 'FOB',
    incotermPlace: 'Izmir',
    deliveryDate: '2027-03-01/2027-04-15',
    vatId: 'ATU12345678',
    country: 'AT',
  })
  expect(declaredValues('quote', body)).toEqual({
    incoterm: 'FOB',
    namedPlace: 'Izmir',
    deliveryPeriod: '2027-03-01/2027-04-15',
    vatNumber: 'ATU12345678',
  })
  expect(quoteApiSchema(rules).safeParse({ ...request, deliveryPeriod: '2027-03-01/2027-04-15/2027-05-01' }).success).toBe(false)
  expect(quoteApiSchema(rules).safeParse({ ...request, deliveryPeriod: { month: 'x'.repeat(100_000) } }).success).toBe(false)
})

test('VAT numbers: each EU country by its own pattern (Greece as EL), any other country as written', () => {
  expect(vatFitsCountry('DE123456789', { country: 'DE' })).toBe(true)
  expect(vatFitsCountry('123456789', { country: 'de' })).toBe(true)
  expect(vatFitsCountry('EL123456789', { country: 'GR' })).toBe(true)
  expect(vatFitsCountry('NL123456789B01', { country: 'NL' })).toBe(true)
  expect(vatFitsCountry('DE123456789', { country: 'AT' })).toBe(false)
  // Spain's company numbers and Ireland's newer ones, which validator's patterns leave out.
  expect(vatFitsCountry('ESB12345678', { country: 'ES' })).toBe(true)
  expect(vatFitsCountry('A28015865', { country: 'ES' })).toBe(true)
  expect(vatFitsCountry('IE1234567FA', { country: 'IE' })).toBe(true)
  expect(vatFitsCountry('XX123456789', { country: 'FR' })).toBe(true)
  expect(vatFitsCountry('ES1234', { country: 'ES' })).toBe(false)
  expect(vatFitsCountry('GB123456789', { country: 'GB' })).toBe(true)
  expect(vatFitsCountry('anything', { country: 'TR' })).toBe(true)
})

test('a period is read in each language', () => {
  expect(periodText('2027-03', 'de')).toBe('März 2027')
  expect(periodText('2027-03', 'en')).toBe('March 2027')
  expect(periodText('2027-03', 'tr')).toBe('Mart 2027')
  expect(periodRule(() => '2027-04-01')(rules).safeParse({ month: '2027-03' }).success).toBe(false)
  expect(periodRule(() => '2027-03-31')(rules).safeParse({ month: '2027-03' }).success).toBe(true)
})

test('stored values: only declared names with text count; every view, the API and the words follow the declarations', () => {
  const stored = { incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789', other: 'x', more: 5 }
  expect(readDeclared(stored)).toEqual({ incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789' })
  expect(readDeclared(null)).toEqual({})
  expect(declaredRows(stored, 'detail', 'tr').map((row) => [row.admin, row.text])).toEqual([
    ['İstenen teslim şekli (Incoterm)', 'CIF'],
    ['Teslim yeri / limanı', 'Hamburg'],
    ['İstenen teslim dönemi', 'Mart 2027'],
    ['KDV numarası (VAT)', 'DE123456789'],
  ])
  // The visitor's confirmation mail quotes only what the form offered to choose.
  expect(declaredRows(stored, 'confirmationMail', 'de').map((row) => row.text)).toEqual(['CIF', 'März 2027'])
  expect(declaredDraftTerms(stored)).toEqual({ incoterm: 'CIF', incotermPlace: 'Hamburg' })
  expect(declaredApiMembers({})).toEqual({ incoterm: null, namedPlace: null, deliveryPeriod: null, vatNumber: null })
  expect(fieldsOf('contact')).toEqual([])
  for (const field of leadFieldDeclarations) {
    for (const words of Object.values(dictionaries)) {
      const own = words.leadFields[field.name] as Record<string, unknown>
      expect(own.label).toBeTruthy()
      if ('hint' in field && field.hint) expect(own.hint).toBeTruthy()
      if (field.control.type === 'select') for (const option of field.control.options) expect(own.options).toHaveProperty(option)
    }
  }
})
