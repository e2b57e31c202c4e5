import { expect, test } from 'vitest'
import type { z } from 'zod'
import { emailAddress, multiLine, optionalText, requiredText, singleLine, textErrorMap } from '~/lib/forms/fields'
import { contactSchema } from './contact-schema'
import { quoteApiSchema, quoteFormSchema } from './quote-schema'
import { trialApiSchema } from './trial-api-schema'
import { trialSchema } from './trial-schema'

// The schemas with their message keys as the messages.
const rules = { t: (key: string) => key }
const ContactSchema = contactSchema(rules)
const QuoteApiSchema = quoteApiSchema(rules)
const TrialSchema = trialSchema(rules)
const TrialApiSchema = trialApiSchema(rules)

const error = textErrorMap({ controlCharacters: 'CONTROL', lineBreak: 'ONE LINE', tooManyLines: 'TOO MANY' })
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error }).error?.issues.map((i) => i.message) ?? []

test('a single-line text refuses line breaks and control characters, drops bidi controls and trims', () => {
  const name = singleLine('Name required').min(2, 'Name required').max(50)
  expect(messages(name, 'Ali\nVeli')).toEqual(['ONE LINE'])
  expect(messages(name, 'Ali\rVeli')).toEqual(['ONE LINE'])
  expect(messages(name, 'Ali\u2028Veli')).toEqual(['ONE LINE'])
  expect(messages(name, 'Ali\u0000Veli')).toEqual(['CONTROL'])
  expect(messages(name, 'Ali\u001bVeli')).toEqual(['CONTROL'])
  expect(messages(name, 'Ali\u0085Veli')).toEqual(['ONE LINE', 'CONTROL'])
  expect(messages(name, undefined)).toEqual(['Name required'])
  expect(name.parse('  \u202Egnp.exe\u202C Ay\u200Fşe\t Yılmaz ')).toBe('gnp.exe Ayşe  Yılmaz')
})

test('a multi-line text keeps line breaks and tabs, refuses other control characters, drops bidi controls', () => {
  const message = multiLine().max(100)
  expect(message.parse(' Line 1\r\nLine 2\rLine 3\n\tindented \u2066x\u2069')).toBe('Line 1\nLine 2\nLine 3\n\tindented x')
  expect(messages(message, 'a\u0000b')).toEqual(['CONTROL'])
  expect(messages(message, 'a\u007fb')).toEqual(['CONTROL'])
})

test('an e-mail address is one line and checked after the text rules', () => {
  const email = emailAddress('Invalid e-mail')
  expect(email.parse(' anna@example.com ')).toBe('anna@example.com')
  expect(messages(email, 'anna@example.com\nBcc: x@example.com')).toEqual(['ONE LINE'])
  expect(messages(email, 'anna\u0000@example.com')).toEqual(['CONTROL'])
  expect(messages(email, 'anna')).toEqual(['Invalid e-mail'])
})

test('every public lead schema uses the text rules on its fields', () => {
  const contact = { name: 'Anna', email: 'anna@example.com', subject: 'Figs', message: 'Ten or more characters.' }
  expect(
    ContactSchema.safeParse({ ...contact, message: 'Ten or more\u0000characters.' }, { error }).error?.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  ).toEqual([['message', 'CONTROL']])
  expect(ContactSchema.safeParse({ ...contact, subject: 'Re\nBcc: x' }, { error }).error?.issues[0]?.message).toBe('ONE LINE')
  expect(
    QuoteApiSchema.safeParse({ locale: 'en', name: 'Anna\u0000', phone: '123', productId: 'p' }, { error }).error?.issues[0]?.message,
  ).toBe('CONTROL')
  expect(
    QuoteApiSchema.safeParse({ locale: 'en', name: 'Anna', phone: '123', items: [{ productId: 'p\u0000', quantity: 1 }] }, { error }).error
      ?.issues[0]?.path,
  ).toEqual(['items', 0, 'productId'])
  expect(
    TrialApiSchema.safeParse({ contactPerson: 'Anna', phone: '12345', message: 'x', products: ['a\u0000'] }, { error }).error?.issues[0]
      ?.message,
  ).toBe('CONTROL')
  expect(
    TrialApiSchema.safeParse({ contactPerson: 'Anna', phone: '12345', message: 'x' }, { error }).error?.issues.map((i) => i.message),
  ).toEqual(['validation.trialProductRequired'])
  expect(
    TrialSchema.safeParse(
      { fullName: 'Anna', phone: '12\u000045678', selectedProducts: [{ productId: 'p' }], agreementAccepted: true },
      { error },
    ).error?.issues[0]?.message,
  ).toBe('CONTROL')
})

test('the schemas speak through their message function; a quote needs a product line', () => {
  expect(messages(QuoteApiSchema, { locale: 'de', name: '', phone: '' })).toEqual([
    'validation.nameRequired',
    'validation.phoneRequired',
    'validation.productRequired',
  ])
  const form = quoteApiSchema({
    ...rules,
    phonePossible: (phone, region) => region !== 'DE' || phone.length > 5,
    isCountry: (code) => code === 'DE',
  })
  expect(messages(form, { locale: 'en', name: 'A', phone: '12', country: 'DE', productId: 'p' })).toEqual(['validation.phoneInvalid'])
  expect(messages(form, { locale: 'en', name: 'A', phone: '030 123456', country: 'XX', productId: 'p' })).toEqual([
    'validation.countryInvalid',
  ])
  expect(form.parse({ locale: 'en', name: 'A', phone: '030 123456', country: 'de', productId: 'p', packSize: '12.5' })).toMatchObject({
    country: 'DE',
    packSize: 12.5,
  })
  // The phone is checked while other fields are wrong: their raw values never break the check.
  const trial = trialApiSchema({ ...rules, phonePossible: () => false }, 'de')
  const wrongTypes = trial.safeParse({
    contactPerson: 'Anna',
    phone: '12345',
    message: 'x',
    products: ['p'],
    country: { de: 1 },
    locale: [],
  })
  expect(wrongTypes.error?.issues.map((i) => i.path.join('.'))).toEqual(['country', 'locale', 'phone'])
})

test('an HTML quote without product lines is refused (conform posts no rows at all)', () => {
  const form = quoteFormSchema(rules)
  const contact = { locale: 'tr', name: 'Ali', phone: '0532 000 00 00', country: 'TR' }
  expect(form.safeParse(contact).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items', 'validation.productRequired']])
  expect(form.safeParse({ ...contact, items: [] }).error?.issues.map((i) => i.message)).toEqual(['validation.productRequired'])
})

test('lists of lines and rows hold at most 20, with the list message', () => {
  const lines = Array.from({ length: 21 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }))
  expect(messages(QuoteApiSchema, { locale: 'en', name: 'Anna', phone: '123', items: lines })).toEqual(['TOO MANY'])
  // The original client's single product counts as a line too.
  expect(messages(QuoteApiSchema, { locale: 'en', name: 'Anna', phone: '123', productId: 'x', items: lines.slice(0, 20) })).toEqual([
    'forms.tooManyLines',
  ])
  expect(QuoteApiSchema.safeParse({ locale: 'en', name: 'Anna', phone: '123', items: lines.slice(0, 20) }).success).toBe(true)
  expect(
    messages(TrialApiSchema, { contactPerson: 'Anna', phone: '12345', message: 'x', products: lines.map((l) => l.productId) }),
  ).toEqual(['TOO MANY'])
  const rows = lines.map((l) => ({ productId: l.productId }))
  expect(messages(TrialSchema, { fullName: 'Anna', phone: '12345', selectedProducts: rows, agreementAccepted: true })).toEqual(['TOO MANY'])
})

test('the admin text rules refuse control characters but keep line breaks', () => {
  expect(requiredText('Required', 100).safeParse('Başlık\u0000').error?.issues[0]?.message).toMatch(/Kontrol karakterleri/)
  expect(requiredText('Required', 100).parse('Satır 1\nSatır 2')).toBe('Satır 1\nSatır 2')
  expect(optionalText(100).safeParse('a\u0000').success).toBe(false)
  expect(optionalText(100).parse('')).toBeNull()
})

test('a quantity is a number as a person writes one: hex, binary and exponents are refused, not read as 16 or 1000 kg', () => {
  const line = (quantity: unknown) => ({ productId: 'p1', quantity })
  const quote = (quantity: unknown) =>
    QuoteApiSchema.safeParse({ locale: 'en', name: 'Ann', phone: '+90 532 000 00 00', items: [line(quantity)] })
  for (const written of ['0x10', '0b11', '1e3', 'abc', '12 kg']) expect(quote(written).success, written).toBe(false)
  for (const [written, kg] of [
    ['750', 750],
    [' 20 ', 20],
    [750, 750],
  ] as const) {
    const parsed = quote(written)
    expect(parsed.success, String(written)).toBe(true)
    expect(parsed.data?.items?.[0]?.quantity, String(written)).toBe(kg)
  }
})

test('a wrong country code gets its message once, however many of its checks fail', () => {
  const quote = QuoteApiSchema.safeParse({
    locale: 'en',
    name: 'Ann',
    phone: '+90 532 000 00 00',
    country: 'DEU',
    items: [{ productId: 'p1' }],
  })
  expect(quote.error?.issues.filter((issue) => issue.path[0] === 'country').map((issue) => issue.message)).toEqual([
    'validation.countryInvalid',
  ])
})
