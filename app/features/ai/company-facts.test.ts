import { describe, expect, test } from 'vitest'
import { companyFacts } from './company-facts'

const facts = { foundingYear: 1975, yearsInTrade: 50, customers: 100, varieties: 10 }
const certifications = ['HACCP', 'ISO 22000', 'BRCGS']

describe('companyFacts', () => {
  test('states origin, certifications, calibres A1–A8 and the product types', () => {
    const text = companyFacts({ companyName: 'Aydın Kuru İncir', facts, certifications, products: [] })
    expect(text).toContain('Aydın Kuru İncir')
    expect(text).toContain('Köşk, Aydın')
    expect(text).toContain('Certifications: HACCP, ISO 22000, BRCGS. No other certifications.')
    expect(text).toContain('A1 36–40')
    expect(text).toContain('A8 71–80')
    expect(text).not.toContain('A9')
    expect(text).toContain('Doğal Defne Yapraklı (NATURAL_LAUREL_10_20KG)')
    expect(text).not.toContain('Products on the site')
  })

  test('names only the certificates valid today; with none, none', () => {
    expect(companyFacts({ companyName: 'X', facts, certifications: ['IFS Food'], products: [] })).toContain(
      'Certifications: IFS Food. No other',
    )
    const without = companyFacts({ companyName: 'X', facts, certifications: [], products: [] })
    expect(without).toContain('Certifications: none to state.')
    expect(without).not.toContain('HACCP')
  })

  test('states the site settings’ facts, not figures of its own', () => {
    const text = companyFacts({
      companyName: 'X',
      facts: { foundingYear: 1965, yearsInTrade: 60, customers: 250, varieties: 12 },
      certifications,
      products: [],
    })
    expect(text).toContain('founded in 1965, more than 60 years in the trade; more than 250 customers; 12 dried-fig varieties')
    expect(text).not.toContain('1975')
  })

  test('gives the figs’ own HS codes (0813.10 is dried apricots)', () => {
    const text = companyFacts({ companyName: 'X', facts, certifications, products: [] })
    expect(text).toContain('dried figs 0804.20.90, fresh figs 0804.20.10')
    expect(text).not.toContain('0813')
  })

  test('lists the site’s products when there are some', () => {
    const text = companyFacts({
      companyName: 'X',
      facts,
      certifications,
      products: [{ title_tr: 'Lerida İncir', title_en: 'Lerida Figs' }],
    })
    expect(text).toContain('Products on the site: Lerida İncir / Lerida Figs.')
  })
})
