import { expect, test } from 'vitest'
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
  const empty = Object.entries(own).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)
  expect(empty, `empty values in ${lang}`).toEqual([])
})

test('interpolation variables are the same in every language', () => {
  const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
  for (const key of Object.keys(dictionaries.tr)) {
    expect(vars(dictionaries.en[key]), key).toEqual(vars(dictionaries.tr[key]))
    expect(vars(dictionaries.de[key]), key).toEqual(vars(dictionaries.tr[key]))
  }
})

test('the spec sections are present', () => {
  for (const section of ['nav', 'hero', 'healthBenefits', 'badges', 'products', 'quality', 'origin', 'export', 'contact', 'rfq', 'cta', 'footer', 'about', 'common']) {
    expect(tr).toHaveProperty(section)
  }
})
