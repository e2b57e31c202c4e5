import { describe, expect, test } from 'vitest'
import { companyFacts } from './company-facts'

describe('companyFacts', () => {
  test('states origin, certifications, calibres A1–A8 and the product types', () => {
    const facts = companyFacts({ companyName: 'Aydın Kuru İncir', products: [] })
    expect(facts).toContain('Aydın Kuru İncir')
    expect(facts).toContain('Köşk, Aydın')
    expect(facts).toContain('HACCP, ISO 22000, BRC Global Standard')
    expect(facts).toContain('A1 36–40')
    expect(facts).toContain('A8 71–80')
    expect(facts).not.toContain('A9')
    expect(facts).toContain('Doğal Defne Yapraklı (NATURAL_LAUREL_10_20KG)')
    expect(facts).not.toContain('Products on the site')
  })

  test('gives the figs’ own HS codes (0813.10 is dried apricots)', () => {
    const facts = companyFacts({ companyName: 'X', products: [] })
    expect(facts).toContain('dried figs 0804.20.90, fresh figs 0804.20.10')
    expect(facts).not.toContain('0813')
  })

  test('lists the site’s products when there are some', () => {
    const facts = companyFacts({ companyName: 'X', products: [{ title_tr: 'Lerida İncir', title_en: 'Lerida Figs' }] })
    expect(facts).toContain('Products on the site: Lerida İncir / Lerida Figs.')
  })
})
