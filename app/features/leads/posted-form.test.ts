import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { formShape, prepareListForm } from '~/lib/forms/posted-form'
import { contactSchema } from './contact-schema'
import { fieldsOf } from './declared-fields'
import { quoteFormSchema } from './quote-schema'
import { trialSchema } from './trial-schema'

const rules = { t: (key: string) => key }
const ContactSchema = contactSchema(rules)
const QuoteFormSchema = quoteFormSchema(rules)
const TrialSchema = trialSchema(rules)

const post = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}
const intent = (value: unknown): [string, string] => ['__intent__', JSON.stringify(value)]
const lines = (count: number) => Array.from({ length: count }, (_, i): [string, string] => [`items[${i}].productId`, `p${i}`])
const quote = formShape(QuoteFormSchema)
const guard = ['website', 'formStartedAt', 'submissionKey']

describe('formShape', () => {
  test('names the fields and the lists with their row fields', () => {
    // The declared fields (lead-fields.ts) come on top, a group's parts by their posted names.
    const declared = (field: string) => fieldsOf('quote').some((d) => field === d.name || field.startsWith(`${d.name}.`))
    for (const field of fieldsOf('quote'))
      expect([...quote.fields].filter(declared).some((name) => name.split('.')[0] === field.name)).toBe(true)
    expect(quote.fields).toContain('deliveryPeriod.month')
    expect([...quote.fields].filter((field) => !declared(field)).sort()).toEqual([
      'address',
      'city',
      'company',
      'country',
      'details',
      'district',
      'email',
      'locale',
      'name',
      'phone',
    ])
    expect([...quote.lists.keys()]).toEqual(['items'])
    expect([...quote.lists.get('items')!].sort()).toEqual(['calibre', 'packSize', 'productId', 'quantity'])
    const trial = formShape(TrialSchema)
    expect([...trial.lists.get('selectedProducts')!].sort()).toEqual(['calibre', 'productId', 'quantity'])
    expect(formShape(ContactSchema).lists.size).toBe(0)
  })
})

describe('prepareListForm', () => {
  test('keeps the form and guard fields, drops unknown fields and conform state', () => {
    const prepared = prepareListForm(
      post([
        ['name', 'Ali'],
        ['website', ''],
        ['is_admin', '1'],
        ['__state__', '{'],
        ['items[0].productId', 'p'],
        ['items[0].evil', 'x'],
        ['items[0]', 'x'],
      ]),
      quote,
      20,
      guard,
    )
    expect([...prepared.formData.keys()]).toEqual(['name', 'website', 'items[0].productId'])
    expect(prepared).toMatchObject({ overLongList: null, fullList: null, refusedIntent: false })
  })

  test('rows at or beyond the maximum are dropped and reported, before conform builds anything', () => {
    const prepared = prepareListForm(
      post([['name', 'x'], ['items[20000].productId', 'abc'], ['items[999999999].quantity', '1'], ...lines(2)]),
      quote,
      20,
    )
    expect(prepared.overLongList).toBe('items')
    const submission = parseWithZod(prepared.formData, { schema: QuoteFormSchema })
    expect(submission.payload.items).toHaveLength(2)
  })

  test('an insert into a full list becomes a validation of that list: no 21st row', () => {
    const prepared = prepareListForm(
      post([...lines(20), intent({ type: 'insert', payload: { name: 'items', defaultValue: { productId: 'new' } } })]),
      quote,
      20,
    )
    expect(prepared.fullList).toBe('items')
    const submission = parseWithZod(prepared.formData, { schema: QuoteFormSchema })
    expect(submission.payload.items).toHaveLength(20)
    expect(submission.reply().initialValue?.items).toHaveLength(20)
  })

  test("the forms' own intents pass", () => {
    for (const value of [
      { type: 'insert', payload: { name: 'items', defaultValue: { productId: 'p9', quantity: '1000', calibre: '2', packSize: '10' } } },
      { type: 'remove', payload: { name: 'items', index: 1 } },
      { type: 'update', payload: { name: 'district', value: '' } },
      { type: 'validate', payload: { name: 'items[0].productId' } },
    ]) {
      const prepared = prepareListForm(post([...lines(2), intent(value)]), quote, 20)
      expect(prepared.refusedIntent, JSON.stringify(value)).toBe(false)
      expect(JSON.parse(String(prepared.formData.get('__intent__')))).toEqual(value)
    }
  })

  test('malformed or foreign intents are refused, never handed to conform', () => {
    for (const value of [
      '{',
      '"text"',
      JSON.stringify({ type: 'reset', payload: {} }),
      JSON.stringify({ type: 'reorder', payload: { name: 'items', from: 0, to: 1 } }),
      JSON.stringify({ type: 'insert', payload: { name: 'name' } }),
      JSON.stringify({ type: 'insert', payload: { name: 'items', defaultValue: { evil: 'x' } } }),
      JSON.stringify({ type: 'update', payload: { name: 'items[20000].productId', value: 'x' } }),
      JSON.stringify({ type: 'update', payload: { name: 'items', value: 'x' } }),
      JSON.stringify({ type: 'update', payload: { value: { name: 'x' } } }),
      JSON.stringify({ type: 'remove', payload: { name: 'items', index: 5 } }),
      JSON.stringify({ type: 'validate', payload: { name: '__proto__.polluted' } }),
    ]) {
      const prepared = prepareListForm(post([...lines(2), ['__intent__', value]]), quote, 20)
      expect(prepared.refusedIntent, value).toBe(true)
      expect(prepared.formData.has('__intent__')).toBe(false)
    }
    expect(
      prepareListForm(post([intent({ type: 'validate', payload: {} }), intent({ type: 'validate', payload: {} })]), quote, 20)
        .refusedIntent,
    ).toBe(true)
  })
})
