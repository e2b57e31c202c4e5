import { expect, test } from 'vitest'
import { keywordList, readingMinutes } from './blog'

test('reading time is words / 200, rounded up', () => {
  expect(readingMinutes('word '.repeat(200))).toBe(1)
  expect(readingMinutes('word '.repeat(201))).toBe(2)
  expect(readingMinutes('')).toBe(1)
  expect(readingMinutes('## Heading\n\n- one two')).toBe(1)
})

test('keywords are split on commas, trimmed, empties dropped', () => {
  expect(keywordList(' incir, kuru incir ,, Aydın ')).toEqual(['incir', 'kuru incir', 'Aydın'])
  expect(keywordList(null)).toEqual([])
})
