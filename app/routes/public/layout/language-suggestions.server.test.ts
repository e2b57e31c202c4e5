import { expect, test } from 'vitest'
import { languageSuggestions } from './language-suggestions.server'

test('a page carries the language note in each of the other languages, written in it', () => {
  expect(Object.keys(languageSuggestions('tr')).sort()).toEqual(['de', 'en'])
  expect(Object.keys(languageSuggestions('en')).sort()).toEqual(['de', 'tr'])
  expect(languageSuggestions('en').de?.suggestion).toBe('Diese Seite gibt es auch auf Deutsch.')
  expect(languageSuggestions('de').en?.suggestionSwitch).toMatch(/English/)
})
