import { expect, test } from 'vitest'
import { placeFacts } from '~/features/content/site-facts'
import { initialFacts } from '~/features/content/site-settings'
import { type Locale, locales } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { builtInSeo, builtInSeoSources } from './seo-page'

const dictionaries = { tr, en, de }
// What a visitor reads: the site's facts placed in their tokens.
const lookup = (locale: Locale) => (key: string) =>
  placeFacts(
    String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionaries[locale])),
    initialFacts(),
  )

test('every built-in page title (with the site name) fits in 60 characters and every description in 160, in every language', () => {
  const tooLong: string[] = []
  for (const page of Object.keys(builtInSeoSources)) {
    for (const locale of locales) {
      const texts = builtInSeo(page, lookup(locale))!
      if ([...texts.title].length > 60) tooLong.push(`${page} ${locale} title ${[...texts.title].length}: ${texts.title}`)
      if ([...texts.description].length > 160)
        tooLong.push(`${page} ${locale} description ${[...texts.description].length}: ${texts.description}`)
    }
  }
  expect(tooLong).toEqual([])
})
