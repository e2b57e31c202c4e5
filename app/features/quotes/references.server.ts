/**
 * Human references of requests, quotes and proformas: a series, the year in Türkiye and a number
 * that goes up by one ('RFQ-2026-0042'). One atomic statement hands out the next number, so posts
 * racing each other never get the same one; a number is never given out twice, even when the write
 * it was taken for fails afterwards (that number is then skipped).
 */
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'

/** RFQ: quote request, TRL: trial request, MSG: contact message, QT: quote, PI: proforma invoice, ORD: order. */
export const referenceSeries = ['RFQ', 'TRL', 'MSG', 'QT', 'PI', 'ORD'] as const
export type ReferenceSeries = (typeof referenceSeries)[number]

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>

/** The year in Türkiye on `now`. */
export const referenceYear = (now: Date) => isoDay(now).slice(0, 4)

/** 'RFQ-2026-0042'; numbers past 9999 simply grow ('RFQ-2026-10000'). */
export const formatReference = (series: ReferenceSeries, year: string, number: number) =>
  `${series}-${year}-${String(number).padStart(4, '0')}`

export async function nextReference(series: ReferenceSeries, now = new Date(), db: Db = prisma): Promise<string> {
  const year = referenceYear(now)
  const scope = `${series}-${year}`
  const [row] = await db.$queryRaw<{ last: number }[]>`
    INSERT INTO "ReferenceCounter" ("scope", "last") VALUES (${scope}, 1)
    ON CONFLICT ("scope") DO UPDATE SET "last" = "ReferenceCounter"."last" + 1
    RETURNING "last"`
  return formatReference(series, year, row.last)
}
