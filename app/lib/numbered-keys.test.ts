import { expect, test } from 'vitest'
import { numberedKeys } from './numbered-keys'

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
