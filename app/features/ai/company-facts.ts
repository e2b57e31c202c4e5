/**
 * The company's own facts, given to the model with every AI request so generated texts state only
 * what is true of this producer. Built from the same constants and site settings the public site shows.
 */

import { factTokens, type SiteFacts } from '~/features/content/site-facts'
import { calibres } from '~/features/products/calibres'
import { HS_CODES } from '~/features/products/hs-codes'
import { productTypeName, productTypes } from '~/features/products/product'

export interface FactsInput {
  companyName: string
  /** The shared facts of the site settings (founding year, years in trade, customers). */
  facts: SiteFacts
  /** The names of the certificates valid today (the certificates collection). */
  certifications: string[]
  /** Active products as the site lists them. */
  products: { title_tr: string; title_en: string }[]
}

export function companyFacts({ companyName, facts, certifications, products }: FactsInput): string {
  const productCalibres = calibres
    .slice(0, 8)
    .map((c) => `${c.code} ${c.min}–${c.max}`)
    .join(', ')
  const types = productTypes.map((type) => `${productTypeName(type)} (${type})`).join(', ')
  const lines = [
    `COMPANY FACTS of ${companyName} (the only facts you may state about the company):`,
    `- Dried-fig producer and exporter in Köşk, Aydın, Türkiye; founded in ${facts.foundingYear}, more than ${facts.yearsInTrade} years in the trade; more than ${facts.customers} customers; ${facts.varieties} dried-fig varieties.`,
    '- Origin: Aydın fig (geographical indication); harvest August–October; figs ripen and fall naturally, then are sun-dried for 7–10 days.',
    '- Quality: moisture 18–20 %; every lot sorted under UV light and analysed for aflatoxin; lots are traceable.',
    certifications.length > 0
      ? `- Certifications: ${certifications.join(', ')}. No other certifications.`
      : '- Certifications: none to state.',
    `- Product types: ${types}.`,
    `- Calibres by pieces per kg: ${productCalibres}.`,
    '- Packs 5, 10 and 12.5 kg (some products 20 or 25 kg; retail 0.5 and 1 kg).',
    '- Export: FOB, CIF and DDP delivery terms; documents: certificate of origin, phytosanitary certificate, analysis report (COA). Prices are indicative in USD/kg; the final price is always given in a quote.',
    `- HS (customs tariff) codes: dried figs ${HS_CODES.dried}, fresh figs ${HS_CODES.fresh}.`,
  ]
  if (products.length > 0) lines.push(`- Products on the site: ${products.map((p) => `${p.title_tr} / ${p.title_en}`).join('; ')}.`)
  lines.push(
    // A text states a shared fact with its token, so it stays true when the owner changes the fact.
    `TOKENS: where a text you write states one of these facts, write its token instead of the value: ${Object.keys(factTokens)
      .map((name) => `{{${name}}}`)
      .join(
        ', ',
      )} (for example "since {{foundingYear}}", "over {{yearsInTrade}} years"). Copy every token in double braces in the input unchanged.`,
    'RULES: Use only these facts and the input you are given. Never invent certifications, awards, prices, customer names, volumes, statistics or health claims. Write natural Turkish, English and German. Answer with JSON that matches the given schema.',
  )
  return lines.join('\n')
}
