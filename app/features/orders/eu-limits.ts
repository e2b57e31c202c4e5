/**
 * The EU's maximum levels for dried figs, in µg/kg of the product as sold: Commission Regulation
 * (EU) 2023/915, Annex I (aflatoxins 2.1.5, ochratoxin A 2.2.4). Dried figs from Türkiye are also
 * listed in Annex II of Implementing Regulation (EU) 2019/1793, so every consignment carries an
 * official certificate of these results. A lot is within the limits when every result is at or
 * below its level; a lot above one never goes into a shipment.
 */
import Decimal from 'decimal.js'
import type { Locale } from '~/lib/locale'

export const EU_LIMITS_REGULATION = 'Regulation (EU) 2023/915'

export const euLimits = [
  {
    code: 'aflatoxinB1',
    max: '6',
    name: { tr: 'Aflatoksin B1', en: 'Aflatoxin B1', de: 'Aflatoxin B1' },
  },
  {
    code: 'aflatoxinTotal',
    max: '10',
    name: {
      tr: 'Toplam aflatoksin (B1, B2, G1, G2)',
      en: 'Total aflatoxins (B1, B2, G1, G2)',
      de: 'Summe der Aflatoxine (B1, B2, G1, G2)',
    },
  },
  {
    code: 'ochratoxinA',
    max: '8',
    name: { tr: 'Okratoksin A', en: 'Ochratoxin A', de: 'Ochratoxin A' },
  },
] as const satisfies readonly { code: string; max: string; name: Record<Locale, string> }[]

export type AnalyteCode = (typeof euLimits)[number]['code']
export const analyteCodes = euLimits.map((limit) => limit.code) as readonly AnalyteCode[]

/** A lot's results in µg/kg, as decimal strings. */
export type LotResults = Record<AnalyteCode, string>

/** A result beside its limit: below it, at it, or above it. */
export type ResultVerdict = 'below' | 'at' | 'above'

export const resultVerdict = (value: Decimal.Value, max: string): ResultVerdict => {
  const compared = new Decimal(value).comparedTo(max)
  return compared < 0 ? 'below' : compared === 0 ? 'at' : 'above'
}

/** The results above their limit (none: the lot is within the EU limits). */
export function resultsAboveLimit(results: LotResults) {
  return euLimits.filter((limit) => resultVerdict(results[limit.code], limit.max) === 'above')
}
