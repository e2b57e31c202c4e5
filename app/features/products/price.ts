import { numberFormatter } from '~/lib/numbers'
import { calibreCode } from './calibres'

/** One indicative price tier in USD per kg (Prisma Decimals already turned into numbers). */
export interface PriceRow {
  calibre: string
  /** kg */
  minQuantity: number
  /** kg; null for an open-ended tier */
  maxQuantity: number | null
  cashPrice: number
  creditPrice: number
}

export interface PriceTable {
  calibre: string
  rows: PriceRow[]
}

/** Tiers in ascending order of minQuantity (ties: the bounded tier before the open one). */
export function sortPriceRows<T extends PriceRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.minQuantity - b.minQuantity || (a.maxQuantity ?? Infinity) - (b.maxQuantity ?? Infinity))
}

/** A1 < A2 < … < A8 (bare '3' equals 'A3'); other values after them, alphabetically. */
function calibreRank(calibre: string): [number, string] {
  const code = calibreCode(calibre)
  return code ? [Number(code.slice(1)), ''] : [Number.POSITIVE_INFINITY, calibre]
}

/**
 * One table per calibre, calibres in size order, each table's rows sorted by minQuantity. A calibre
 * in `offered` without any price row gets a table without rows (its price is on request).
 */
export function priceTablesByCalibre(rows: readonly PriceRow[], offered: readonly string[] = []): PriceTable[] {
  // Keyed by code, so '3' and 'A3' share a table; the table keeps the first row's spelling.
  const groups = new Map<string, PriceTable>()
  for (const row of rows) {
    const key = calibreCode(row.calibre) ?? row.calibre
    const group = groups.get(key)
    if (group) group.rows.push(row)
    else groups.set(key, { calibre: row.calibre, rows: [row] })
  }
  for (const calibre of offered) {
    const key = calibreCode(calibre) ?? calibre
    if (!groups.has(key)) groups.set(key, { calibre, rows: [] })
  }
  return [...groups.values()]
    .map((group) => ({ calibre: group.calibre, rows: sortPriceRows(group.rows) }))
    .sort((a, b) => {
      const [ra, sa] = calibreRank(a.calibre)
      const [rb, sb] = calibreRank(b.calibre)
      return ra - rb || sa.localeCompare(sb)
    })
}

/** 'N - M' for a bounded tier, 'N+' for an open one; `format` renders the numbers (e.g. with grouping). */
export function quantityRangeLabel(minQuantity: number, maxQuantity: number | null, format: (n: number) => string = String): string {
  return maxQuantity == null ? `${format(minQuantity)}+` : `${format(minQuantity)} - ${format(maxQuantity)}`
}

/** A price always with two decimals, in the page's number format ('11.80', '11,80'). */
export function formatPrice(amount: number, localeTag: string): string {
  return numberFormatter(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}

/** Lowest and highest cash price of a product, or null without prices. */
export function cashPriceBounds(rows: readonly PriceRow[]): { low: number; high: number } | null {
  if (rows.length === 0) return null
  const prices = rows.map((r) => r.cashPrice)
  return { low: Math.min(...prices), high: Math.max(...prices) }
}

/**
 * The price tier of `quantityKg` of a calibre (its cash price is the list price): the calibre's
 * tier whose range holds the quantity ('3' and 'A3' are one calibre); between two tiers or above
 * the last, the tier below it; below the smallest tier, or without a quantity, the smallest. Null
 * when the calibre has no tier (or no calibre is given).
 */
export function listPriceFor<T extends PriceRow>(rows: readonly T[], calibre: string | null, quantityKg: number | null): T | null {
  if (!calibre) return null
  const code = calibreCode(calibre) ?? calibre.trim()
  const tiers = sortPriceRows(rows.filter((row) => (calibreCode(row.calibre) ?? row.calibre.trim()) === code))
  if (tiers.length === 0) return null
  if (quantityKg === null) return tiers[0]
  const holding = tiers.find((row) => quantityKg >= row.minQuantity && (row.maxQuantity === null || quantityKg <= row.maxQuantity))
  return holding ?? tiers.findLast((row) => row.minQuantity <= quantityKg) ?? tiers[0]
}
