import { expect, test } from 'vitest'
import { leadKinds } from '~/features/leads/lead-labels'
import de from './de'
import en from './en'
import tr from './tr'

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value }
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)))
}

const dictionaries = { tr: flatten(tr), en: flatten(en), de: flatten(de) }

test.each(Object.keys(dictionaries) as (keyof typeof dictionaries)[])('%s has every key of the others, each a non-empty string', (lang) => {
  const own = dictionaries[lang]
  const allKeys = new Set(Object.values(dictionaries).flatMap((d) => Object.keys(d)))
  const missing = [...allKeys].filter((k) => !(k in own))
  expect(missing, `keys missing in ${lang}`).toEqual([])
  const empty = Object.entries(own)
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k)
  expect(empty, `empty values in ${lang}`).toEqual([])
})

test('interpolation variables are the same in every language', () => {
  const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
  for (const key of Object.keys(dictionaries.tr)) {
    expect(vars(dictionaries.en[key]), key).toEqual(vars(dictionaries.tr[key]))
    expect(vars(dictionaries.de[key]), key).toEqual(vars(dictionaries.tr[key]))
  }
})

test('every section of the site is present', () => {
  for (const section of [
    'nav',
    'hero',
    'badges',
    'products',
    'quality',
    'origin',
    'export',
    'contact',
    'rfq',
    'cta',
    'footer',
    'about',
    'common',
  ]) {
    expect(tr).toHaveProperty(section)
  }
})

/** The keys of a section, flattened ('notification.subjects.quote', …). */
const keysOf = (section: unknown) => Object.keys(flatten(section)).sort()

test.each(['emails', 'validation', 'api'] as const)('the %s section has the same keys in every language, none empty', (section) => {
  const keys = keysOf(tr[section])
  expect(keys.length).toBeGreaterThan(0)
  for (const dictionary of [en, de]) expect(keysOf(dictionary[section])).toEqual(keys)
  for (const dictionary of [tr, en, de]) {
    for (const [key, value] of Object.entries(flatten(dictionary[section])))
      expect(typeof value === 'string' && value.trim(), `${section}.${key}`).toBeTruthy()
  }
})

test('every kind of request has its e-mail subject, text and name in every language', () => {
  for (const dictionary of [tr, en, de]) {
    for (const kind of leadKinds) {
      expect(dictionary.emails.kinds[kind]).toBeTruthy()
      expect(dictionary.emails.notification.subjects[kind]).toContain('{{who}}')
      expect(dictionary.emails.confirmation.subjects[kind]).toBeTruthy()
      expect(dictionary.emails.confirmation.bodies[kind]).toBeTruthy()
    }
  }
})

/**
 * Every form message exists in each language: a visitor never reads a message of another
 * language, on the Turkish site neither (the original site's English texts of the contact and
 * trial forms are the English site's; Turkish and German have their own).
 */
test('no validation or form message of one language is shown in another', () => {
  const dictionaries = { tr, en, de }
  for (const section of ['validation', 'forms'] as const) {
    for (const [lang, dictionary] of Object.entries(dictionaries)) {
      const others = Object.entries(dictionaries).filter(([other]) => other !== lang)
      for (const [key, text] of Object.entries(dictionary[section])) {
        for (const [other, otherDictionary] of others) {
          const otherTexts = new Set<string>(Object.values(otherDictionary[section]))
          expect(otherTexts.has(text), `${lang} ${section}.${key} is also a ${other} text: ${text}`).toBe(false)
        }
      }
    }
  }
  expect(tr.validation.termsRequired).not.toBe(en.validation.termsRequired)
})
