import { expect, test } from 'vitest'
import { dictionarySection, numberedKeys } from './numbered-keys'

const dictionary = new Set(['faq.q1', 'faq.q2', 'faq.q3', 'faq.q5'])
const exists = (key: string) => dictionary.has(key)

test('counts up from 1 and stops at the first gap', () => {
  expect(numberedKeys(exists, (n) => `faq.q${n}`)).toEqual([1, 2, 3])
})

test('an absent list is empty', () => {
  expect(numberedKeys(exists, (n) => `legal.terms.s${n}Title`)).toEqual([])
})

test('never runs past the limit', () => {
  expect(
    numberedKeys(
      () => true,
      (n) => `x${n}`,
      4,
    ),
  ).toEqual([1, 2, 3, 4])
})

test('dictionarySection takes a section of texts and refuses anything else', async () => {
  const { default: en } = await import('~/locales/en')
  expect(dictionarySection(en.legal.terms).s1Title).toBe(en.legal.terms.s1Title)
  for (const page of Object.values(en.legal)) expect(dictionarySection(page).title).toBe(page.title)
  expect(() => dictionarySection('faq')).toThrow()
  expect(() => dictionarySection({ q1: { nested: 'x' } })).toThrow()
})
