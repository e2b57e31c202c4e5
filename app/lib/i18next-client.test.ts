import i18next from 'i18next'
import { expect, test } from 'vitest'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { initTranslations, loadAllTranslations, translate } from './i18next-client'

const dictionaries = { tr, en, de }

/** Every key of a dictionary, sections included ('nav', 'nav.home', …). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return [...(prefix ? [prefix] : []), ...Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))]
}

async function serverT(locale: keyof typeof dictionaries) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: dictionaries[locale] } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  })
  return instance.t as unknown as (key: string, options?: object) => unknown
}

test.each(Object.keys(dictionaries) as (keyof typeof dictionaries)[])(
  'in %s the browser gives every text as i18next gives it on the server',
  async (locale) => {
    const t = await serverT(locale)
    initTranslations(locale, {}, async () => dictionaries[locale])
    await loadAllTranslations()
    // A value for each variable, one variable left out, an option that is not a variable.
    const values = { max: 40, who: 'Ayşe <b>', value: 7.5, minutes: 3, total: '1.250', index: 2, year: 2026, title: 'A & B' }
    const partial = { min: 1, number: 3, notes: '', address: null }
    for (const key of keysOf(dictionaries[locale])) {
      for (const options of [undefined, values, partial, { ...values, ...partial, returnObjects: true }]) {
        expect(translate(key, options as never), `${key} ${JSON.stringify(options)}`).toEqual(t(key, options))
      }
    }
    expect(translate('nav.noSuchText')).toBe(t('nav.noSuchText'))
    expect(translate('noSuchSection.text')).toBe(t('noSuchSection.text'))
  },
)

test('a text outside the page’s sections is empty until the rest of the dictionary has arrived, which it starts loading', async () => {
  let loads = 0
  initTranslations('en', { nav: en.nav }, async () => {
    loads++
    return en
  })
  expect(translate('nav.home')).toBe('Home')
  expect(translate('hero.ctaQuote')).toBe('')
  expect(translate('faq', { returnObjects: true })).toEqual({})
  await loadAllTranslations()
  expect(translate('hero.ctaQuote')).toBe('Get a Quote')
  expect(translate('hero.ctaQuote', { returnObjects: true })).toBe('Get a Quote')
  expect(loads).toBe(1)
})

test('a failed download is tried again', async () => {
  let fail = true
  initTranslations('en', {}, async () => {
    if (fail) throw new Error('offline')
    return en
  })
  await expect(loadAllTranslations()).rejects.toThrow('offline')
  fail = false
  await loadAllTranslations()
  expect(translate('nav.home')).toBe('Home')
})
