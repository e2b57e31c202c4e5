/**
 * Existing leads are carried into product-line rows: a copy of the leads the site stored before
 * (their composed texts exactly as the forms and the API wrote them) is migrated on a database
 * that has every earlier migration, then compared line by line.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { databaseBefore, type MigrationDatabase } from '../support/migration-database'

const TARGET = '20261123231027_lead_items_country_phone_pallet'
let db: MigrationDatabase
let client: pg.Client

// The texts as the quote form, the trial form and the original client composed them.
const QUOTE_FORM_TEXT =
  'Ürün 1: Lerida İncir\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 1.000 kg\nPaket boyutu: 12,5 kg\n\n' +
  'Ürün 2: Naturel İncir\nKalibrasyon: A1 (Altın Seri)\nMiktar: 25.000 kg\nPaket boyutu: 0,5 kg\n\n' +
  'CIF Hamburg, lütfen.\n\nÜrün 1: bu satırı ben yazdım'
const DELETED_PRODUCT_TEXT = 'Ürün 1: Silinmiş İncir\nKalibrasyon: Kalibrasyon A12\nMiktar: 500 kg\nPaket boyutu: -'
const TRIAL_FORM_TEXT =
  'Deneme paketi talebi\nToplam miktar: 3,5 kg\nÖdeme yöntemi: Banka havalesi\n\n' +
  'Ürünler:\nLerida İncir - A2 (1 kg)\nBağlama - Özel İncir - A5 (2,5 kg)\n\n' +
  'Adres: Atatürk Cd. 1\nİzmir\n\nNotlar: Hafta içi teslim\n\nTeşekkürler'
const TRIAL_NO_NOTES_TEXT = 'Deneme paketi talebi\nToplam miktar: 1 kg\nÖdeme yöntemi: Banka havalesi\n\nÜrünler:\nLerida İncir - A1 (1 kg)'
const TRIAL_FREE_TEXT = 'Merhaba, iki kutu deneme istiyoruz.\nÜrünler: Lerida'

beforeAll(async () => {
  db = await databaseBefore(TARGET, 'migration')
  ;({ client } = db)

  await client.query(`INSERT INTO "Product" ("id", "slug", "title_tr", "title_en", "summary_tr", "summary_en", "description_tr", "description_en", "type", "palletInfo", "updatedAt") VALUES
    ('p-lerida', 'lerida', 'Lerida İncir', 'Lerida Figs', '', '', '', '', 'LERIDA', '80 koli x 12,5 kg', now()),
    ('p-natural', 'natural', 'Naturel İncir', 'Natural Figs', '', '', '', '', 'NATUREL_INCIR', NULL, now())`)
  const lead = (id: string, kind: string, fields: Record<string, unknown>) => {
    const columns = ['id', 'kind', 'name', 'updatedAt', ...Object.keys(fields)]
    const values = [id, kind, `Lead ${id}`, new Date(), ...Object.values(fields)]
    return client.query(
      `INSERT INTO "Lead" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    )
  }
  // The quote form: the first line was also copied into the columns (pack size rounded to 13).
  await lead('quote-form', 'quote', { details: QUOTE_FORM_TEXT, productId: 'p-lerida', quantity: 1000, calibre: '3', packSize: 13 })
  // The original client's flat body: one product in the columns, the visitor's text as sent.
  await lead('quote-api', 'quote', {
    details: 'Ürün 1: kendi metnim\nMiktar: çok',
    productId: 'p-natural',
    quantity: 500,
    calibre: 'A2',
    packSize: 1,
  })
  // A product that no longer exists: its block is still a line (unlinked).
  await lead('quote-deleted', 'quote', { details: DELETED_PRODUCT_TEXT })
  // Figures without a product: kept as text.
  await lead('quote-no-product', 'quote', { details: 'Fiyat listesi?', quantity: 200, packSize: 10 })
  await lead('trial-form', 'trial', { details: TRIAL_FORM_TEXT, address: 'Atatürk Cd. 1\nİzmir', company: 'Bireysel' })
  await lead('trial-no-notes', 'trial', { details: TRIAL_NO_NOTES_TEXT })
  await lead('trial-free', 'trial', { details: TRIAL_FREE_TEXT })
  await lead('contact', 'contact', {
    message: 'Merhaba, katalog rica ederim.',
    details: 'Merhaba, katalog rica ederim.',
    subject: 'Katalog',
  })

  await db.migrate()
})

afterAll(async () => {
  await db?.drop()
})

const rows = async (leadId: string) =>
  (
    await client.query(
      `SELECT "position", "productId", "title", "calibre", "quantityKg"::TEXT AS "quantityKg", "packSizeKg"::TEXT AS "packSizeKg" FROM "LeadItem" WHERE "leadId" = $1 ORDER BY "position"`,
      [leadId],
    )
  ).rows
const details = async (leadId: string) => (await client.query(`SELECT "details" FROM "Lead" WHERE "id" = $1`, [leadId])).rows[0].details

test('quote form leads: each summary block is a row with exact kg (12.5 and 0.5), the visitor text stays text', async () => {
  expect(await rows('quote-form')).toEqual([
    { position: 1, productId: 'p-lerida', title: 'Lerida İncir', calibre: 'A3', quantityKg: '1000.000', packSizeKg: '12.500' },
    { position: 2, productId: 'p-natural', title: 'Naturel İncir', calibre: 'A1', quantityKg: '25000.000', packSizeKg: '0.500' },
  ])
  expect(await details('quote-form')).toBe('CIF Hamburg, lütfen.\n\nÜrün 1: bu satırı ben yazdım')
})

test('API leads: the flat product is the line; a visitor paragraph starting with "Ürün 1:" stays text', async () => {
  expect(await rows('quote-api')).toEqual([
    { position: 1, productId: 'p-natural', title: 'Naturel İncir', calibre: 'A2', quantityKg: '500.000', packSizeKg: '1.000' },
  ])
  expect(await details('quote-api')).toBe('Ürün 1: kendi metnim\nMiktar: çok')
})

test('a deleted product is a line with its title; figures without any product stay readable text', async () => {
  expect(await rows('quote-deleted')).toEqual([
    { position: 1, productId: null, title: 'Silinmiş İncir', calibre: 'A12', quantityKg: '500.000', packSizeKg: null },
  ])
  expect(await details('quote-deleted')).toBeNull()
  expect(await rows('quote-no-product')).toEqual([])
  expect(await details('quote-no-product')).toBe('Fiyat listesi?\n\nMiktar: 200 kg\nPaket boyutu: 10 kg')
})

test('trial leads: product lines become rows, the notes stay; text that is not the composed form stays whole', async () => {
  expect(await rows('trial-form')).toEqual([
    { position: 1, productId: 'p-lerida', title: 'Lerida İncir', calibre: 'A2', quantityKg: '1.000', packSizeKg: null },
    { position: 2, productId: null, title: 'Bağlama - Özel İncir', calibre: 'A5', quantityKg: '2.500', packSizeKg: null },
  ])
  expect(await details('trial-form')).toBe('Hafta içi teslim\n\nTeşekkürler')
  expect(await rows('trial-no-notes')).toHaveLength(1)
  expect(await details('trial-no-notes')).toBeNull()
  expect(await rows('trial-free')).toEqual([])
  expect(await details('trial-free')).toBe(TRIAL_FREE_TEXT)
})

test('a contact message is kept once; the pallet text moves to the Turkish column', async () => {
  expect((await client.query(`SELECT "message", "details" FROM "Lead" WHERE "id" = 'contact'`)).rows[0]).toEqual({
    message: 'Merhaba, katalog rica ederim.',
    details: null,
  })
  expect((await client.query(`SELECT "palletInfo_tr", "palletInfo_en" FROM "Product" WHERE "id" = 'p-lerida'`)).rows[0]).toEqual({
    palletInfo_tr: '80 koli x 12,5 kg',
    palletInfo_en: null,
  })
})

test('the composed text made from the migrated rows is the text the lead had', async () => {
  const { composeRequestText, leadLineOf } = await import('~/features/leads/lead-details')
  const { Prisma } = await import('~/generated/prisma/client')
  const composed = async (id: string, kind: 'quote' | 'trial', address: string | null = null) => {
    const lines = (await rows(id)).map((r) =>
      leadLineOf({
        ...r,
        quantityKg: r.quantityKg ? new Prisma.Decimal(r.quantityKg) : null,
        packSizeKg: r.packSizeKg ? new Prisma.Decimal(r.packSizeKg) : null,
      }),
    )
    return composeRequestText({ kind, details: await details(id), message: null, address }, lines)
  }
  expect(await composed('quote-form', 'quote')).toBe(QUOTE_FORM_TEXT)
  expect(await composed('quote-deleted', 'quote')).toBe(DELETED_PRODUCT_TEXT)
  expect(await composed('trial-form', 'trial', 'Atatürk Cd. 1\nİzmir')).toBe(TRIAL_FORM_TEXT)
  expect(await composed('trial-no-notes', 'trial')).toBe(TRIAL_NO_NOTES_TEXT)
})
