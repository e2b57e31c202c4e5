import { describe, expect, test } from 'vitest'
import { placedFacts, placeFacts, placeFactsIn, siteFactsIn } from './site-facts'

describe('site facts', () => {
  test('the years in trade are the completed decades since the founding year', () => {
    expect(siteFactsIn({ foundingYear: 1975, customers: 100, varieties: 10 }, 2026).yearsInTrade).toBe(50)
    expect(siteFactsIn({ foundingYear: 1975, customers: 100, varieties: 10 }, 2034).yearsInTrade).toBe(50)
    expect(siteFactsIn({ foundingYear: 1975, customers: 100, varieties: 10 }, 2035).yearsInTrade).toBe(60)
    expect(siteFactsIn({ foundingYear: 1965, customers: 100, varieties: 10 }, 2026).yearsInTrade).toBe(60)
    // A founding year after this year states no years at all (not a negative figure).
    expect(siteFactsIn({ foundingYear: 2030, customers: 1, varieties: 1 }, 2026).yearsInTrade).toBe(0)
  })

  test('each token is replaced by its fact; other braces stay as written', () => {
    const facts = { foundingYear: 1965, yearsInTrade: 60, customers: 250, varieties: 12 }
    expect(
      placeFacts("{{foundingYear}}'ten bu yana, {{ yearsInTrade }} yılı aşkın; {{customers}}+ müşteri, {{varieties}} çeşit", facts),
    ).toBe("1965'ten bu yana, 60 yılı aşkın; 250+ müşteri, 12 çeşit")
    expect(placeFacts('{{date}} {{constructor}} {{__proto__}} {foundingYear} {{foundingYear', facts)).toBe(
      '{{date}} {{constructor}} {{__proto__}} {foundingYear} {{foundingYear',
    )
    expect(placedFacts('Since {{foundingYear}}, over {{yearsInTrade}} years')).toEqual(['foundingYear', 'yearsInTrade'])
  })

  test('a record read from the database gets the facts in every text, other values untouched', () => {
    const facts = { foundingYear: 1965, yearsInTrade: 60, customers: 250, varieties: 12 }
    const at = new Date('2026-12-03T10:00:00Z')
    const row = { title_tr: 'Köşk, {{foundingYear}}', views: 3, tags: ['{{varieties}} çeşit'], createdAt: at, image: null }
    expect(placeFactsIn(row, facts)).toEqual({ title_tr: 'Köşk, 1965', views: 3, tags: ['12 çeşit'], createdAt: at, image: null })
    expect(placeFactsIn(row, facts).createdAt).toBe(at)
    expect(placeFactsIn(null, facts)).toBeNull()
  })
})
