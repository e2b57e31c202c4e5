/**
 * Quote versions written before the shipment window was structured keep what they said: a text
 * that reads as a Turkish month and year (with an optional week) becomes that month and week,
 * any other text stays as it was written. Migrated on a database that has every earlier
 * migration and such versions.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { databaseBefore, type MigrationDatabase } from '../support/migration-database'

const TARGET = '20261202150000_structured_shipment_window'
let db: MigrationDatabase
let client: pg.Client

const OLD_TEXTS: Record<string, string | null> = {
  'month-week': 'Mart 2027, 2. hafta',
  'month-only': 'Eylül 2026',
  'month-lower': 'ağustos 2026',
  'month-week-no-comma': 'Ekim 2026 3. hafta',
  german: 'KW 40 / 2026',
  words: 'Hasattan sonra, ilk gemiyle',
  'week-out-of-range': 'Mart 2027, 6. hafta',
  none: null,
}

beforeAll(async () => {
  db = await databaseBefore(TARGET, 'shipment')
  ;({ client } = db)
  await client.query(`INSERT INTO "Lead" (id, kind, name, "updatedAt") VALUES ('lead', 'quote', 'Buyer', now())`)
  await client.query(`INSERT INTO "Quote" (id, "leadId", number, "updatedAt") VALUES ('quote', 'lead', 'QT-2026-0001', now())`)
  let version = 0
  for (const [id, text] of Object.entries(OLD_TEXTS)) {
    version += 1
    await client.query(
      `INSERT INTO "QuoteVersion" (id, "quoteId", version, incoterm, "incotermPlace", "paymentTerms", "validUntil", "shipmentWindow",
        "totalKg", subtotal, "extrasTotal", total, "updatedAt")
       VALUES ($1, 'quote', $2, 'CIF', 'Hamburg', 'advance', '2026-12-31', $3, 0, 0, 0, 0, now())`,
      [id, version, text],
    )
  }
  await db.migrate()
})

afterAll(async () => {
  await db?.drop()
})

test('old texts that read as a Turkish month become the month and week; any other text is kept as written', async () => {
  const { rows } = await client.query<{ id: string; month: string | null; week: number | null; text: string | null; range: boolean }>(
    `SELECT id, to_char("shipmentMonth", 'YYYY-MM-DD') AS month, "shipmentWeek" AS week, "shipmentText" AS text,
       "shipmentFrom" IS NOT NULL OR "shipmentTo" IS NOT NULL AS range
     FROM "QuoteVersion"`,
  )
  const byId = Object.fromEntries(rows.map(({ id, ...row }) => [id, row]))
  expect(byId).toEqual({
    'month-week': { month: '2027-03-01', week: 2, text: null, range: false },
    'month-only': { month: '2026-09-01', week: null, text: null, range: false },
    'month-lower': { month: '2026-08-01', week: null, text: null, range: false },
    'month-week-no-comma': { month: '2026-10-01', week: 3, text: null, range: false },
    german: { month: null, week: null, text: 'KW 40 / 2026', range: false },
    words: { month: null, week: null, text: 'Hasattan sonra, ilk gemiyle', range: false },
    'week-out-of-range': { month: null, week: null, text: 'Mart 2027, 6. hafta', range: false },
    none: { month: null, week: null, text: null, range: false },
  })
})

test('the database refuses a window that is neither kind: a week without a month, a range out of order or half given', async () => {
  for (const values of [
    `"shipmentWeek" = 2`,
    `"shipmentMonth" = '2027-03-01', "shipmentWeek" = 6`,
    `"shipmentFrom" = '2027-03-10', "shipmentTo" = '2027-03-01'`,
    `"shipmentFrom" = '2027-03-10'`,
    `"shipmentMonth" = '2027-03-01', "shipmentFrom" = '2027-03-01', "shipmentTo" = '2027-03-02'`,
  ])
    await expect(client.query(`UPDATE "QuoteVersion" SET ${values} WHERE id = 'none'`), values).rejects.toThrow(/shipment_window_check/)
})
