import { parseWithZod } from '@conform-to/zod/v4'
import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import en from '~/locales/en'
import { formConstraint } from './form-constraints.server'
import { quoteApiSchema, quoteFormSchema } from './quote-schema'
import { trialSchema } from './trial-schema'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en } } })

/** Which fields of a form the HTML marks required (a field the form has not is left out). */
function requiredFields(form: 'quote' | 'trial' | 'contact', fields: string[]) {
  const constraint = formConstraint(form, i18n.t, 'en')
  return Object.fromEntries(fields.map((name) => [name, constraint[name]?.required ?? false]))
}

describe('the HTML marks required exactly what the schema requires', () => {
  test('quote: name, phone, country and the product lines; never the e-mail, company or place', () => {
    expect(
      requiredFields('quote', ['name', 'phone', 'country', 'items', 'email', 'company', 'city', 'district', 'address', 'details']),
    ).toEqual({
      name: true,
      phone: true,
      country: true,
      items: true,
      email: false,
      company: false,
      city: false,
      district: false,
      address: false,
      details: false,
    })
  })

  test('trial: name, phone, the rows and the agreement; never the e-mail, company, country, address or notes', () => {
    expect(
      requiredFields('trial', [
        'fullName',
        'phone',
        'selectedProducts',
        'agreementAccepted',
        'email',
        'company',
        'country',
        'address',
        'notes',
      ]),
    ).toEqual({
      fullName: true,
      phone: true,
      selectedProducts: true,
      agreementAccepted: true,
      email: false,
      company: false,
      country: false,
      address: false,
      notes: false,
    })
  })

  test('contact: everything but the phone', () => {
    expect(requiredFields('contact', ['name', 'email', 'subject', 'message', 'phone'])).toEqual({
      name: true,
      email: true,
      subject: true,
      message: true,
      phone: false,
    })
  })
})

const rules = { t: (key: string) => key }

function posted(fields: Record<string, string | undefined>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value)
  return formData
}

describe('an optional field may be left empty; a required one may not', () => {
  const quote = {
    locale: 'en',
    name: 'Anna',
    phone: '+49 30 1234567',
    country: 'DE',
    'items[0].productId': 'p1',
    'items[0].quantity': '100',
  }

  test('a quote without e-mail (empty or not sent) is accepted; a wrong one is not', () => {
    const schema = quoteFormSchema(rules)
    for (const email of [{ email: '' }, {}]) {
      const submission = parseWithZod(posted({ ...quote, ...email }), { schema })
      expect(submission.status).toBe('success')
      expect(submission.status === 'success' && submission.value.email).toBeUndefined()
    }
    expect(parseWithZod(posted({ ...quote, email: 'anna' }), { schema }).reply().error).toEqual({ email: ['validation.emailInvalid'] })
    expect(parseWithZod(posted({ ...quote, name: '', phone: '' }), { schema }).reply().error).toEqual({
      name: ['validation.nameRequired'],
      phone: ['validation.phoneRequired'],
    })
  })

  test('the quote API takes an empty e-mail as none', () => {
    const body = { locale: 'en', name: 'Anna', phone: '+49 30 1234567', productId: 'p1' }
    expect(quoteApiSchema(rules).parse({ ...body, email: '' }).email).toBeUndefined()
    expect(quoteApiSchema(rules).parse({ ...body, email: ' anna@example.com ' }).email).toBe('anna@example.com')
    expect(
      quoteApiSchema(rules)
        .safeParse({ ...body, email: 'anna' })
        .error?.issues.map((i) => i.message),
    ).toEqual(['validation.emailInvalid'])
  })

  test('a trial request without country is accepted; an invalid one is not', () => {
    const schema = trialSchema(rules)
    const trial = {
      fullName: 'Anna Weber',
      phone: '+49 30 1234567',
      'selectedProducts[0].productId': 'p1',
      'selectedProducts[0].quantity': '2',
      agreementAccepted: 'on',
    }
    expect(parseWithZod(posted({ ...trial, country: '' }), { schema }).status).toBe('success')
    expect(parseWithZod(posted({ ...trial, country: 'de' }), { schema }).status).toBe('success')
    expect(parseWithZod(posted({ ...trial, country: 'Germany' }), { schema }).reply().error).toEqual({
      country: ['validation.countryInvalid'],
    })
    expect(parseWithZod(posted({ ...trial, country: 'DE', agreementAccepted: '' }), { schema }).reply().error).toEqual({
      agreementAccepted: ['validation.termsRequired'],
    })
  })
})
