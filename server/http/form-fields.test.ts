import { describe, expect, it } from 'vitest'
import { checkFormFields, hasIndexBeyond, jsonDepthExceeds, jsonWithinListLimit } from './form-fields'

const limits = { maxListLength: 20, maxFields: 1000 }
const fields = (...names: string[]) => names.map((name): [string, string] => [name, 'x'])

describe('checkFormFields', () => {
  it('accepts lists within the maximum', () => {
    expect(checkFormFields(fields('name', 'items[0].productId', 'items[19].quantity'), limits)).toBeNull()
  })
  it('refuses an index at or beyond the maximum, anywhere in the name', () => {
    expect(checkFormFields(fields('items[20].productId'), limits)).toEqual({ kind: 'listTooLong', name: 'items[20].productId' })
    expect(checkFormFields(fields('a[0].b[20000]'), limits)?.kind).toBe('listTooLong')
    expect(checkFormFields(fields('items[000000000000000000001]'), limits)?.kind).toBe('listTooLong')
  })
  it('refuses a name repeated more often than the maximum (conform makes it a list)', () => {
    expect(checkFormFields(fields(...Array(20).fill('items')), limits)).toBeNull()
    expect(checkFormFields(fields(...Array(21).fill('items[]')), limits)?.kind).toBe('listTooLong')
  })
  it('refuses too many fields', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}`)
    expect(checkFormFields(fields(...many), limits)).toEqual({ kind: 'tooManyFields' })
  })
  it("checks conform's intent: JSON text whose lists and positions stay within the maximum", () => {
    const intent = (value: unknown) => checkFormFields([['__intent__', JSON.stringify(value)]], limits)
    expect(intent({ type: 'insert', payload: { name: 'items' } })).toBeNull()
    expect(intent({ type: 'remove', payload: { name: 'items', index: 3 } })).toBeNull()
    expect(intent({ type: 'insert', payload: { name: 'items', index: 500 } })?.kind).toBe('listTooLong')
    expect(intent({ type: 'update', payload: { name: 'items[20000]', value: {} } })?.kind).toBe('listTooLong')
    expect(intent({ type: 'update', payload: { name: '', value: { items: Array(5000).fill({}) } } })?.kind).toBe('listTooLong')
    expect(checkFormFields([['__intent__', '{not json']], limits)?.kind).toBe('badControl')
    expect(checkFormFields([['__intent__', '"text"']], limits)?.kind).toBe('badControl')
    expect(checkFormFields([['__intent__', null]], limits)?.kind).toBe('badControl')
  })
})

describe('hasIndexBeyond', () => {
  it('reads bracketed indexes only', () => {
    expect(hasIndexBeyond('items.20000', 20)).toBe(false)
    expect(hasIndexBeyond('items[19]', 20)).toBe(false)
    expect(hasIndexBeyond('items[20]', 20)).toBe(true)
  })
})

describe('jsonWithinListLimit', () => {
  it('walks any depth without recursion', () => {
    let deep: unknown = []
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(jsonWithinListLimit(deep, 20)).toBe(true)
  })
})

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false)
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true)
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false)
    expect(jsonDepthExceeds('['.repeat(65) + ']'.repeat(65), 64)).toBe(true)
  })
})
