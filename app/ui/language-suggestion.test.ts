import { describe, expect, test } from 'vitest'
import { languageToSuggest } from './language-suggestion'

describe('the language a page suggests', () => {
  test("is the browser's first language the site has, by its primary subtag", () => {
    expect(languageToSuggest(['fr-FR', 'de-AT', 'en'], 'tr')).toBe('de')
    expect(languageToSuggest(['EN-us'], 'de')).toBe('en')
  })

  test('is none when the page is in it already, or the site has none of them', () => {
    expect(languageToSuggest(['de-DE', 'en'], 'de')).toBeNull()
    expect(languageToSuggest(['fr', 'es'], 'en')).toBeNull()
    expect(languageToSuggest([], 'tr')).toBeNull()
  })
})
