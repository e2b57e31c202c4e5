/**
 * The admin product form without JavaScript, over HTTP against the production build: its editing
 * buttons post conform's own intents (no private format of the app), the server answers each with
 * the form edited, and an intent no button of the form sends is a 400 with a message, never a 500.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectDatabase } from './support/database'
import { adminCookie, FORM, formBody, send, startServer, type TestServer } from './support/server'

let server: TestServer
let db: pg.Client
let cookie: string

beforeAll(async () => {
  server = await startServer()
  db = await connectDatabase(server)
  cookie = await adminCookie(server)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const required: [string, string][] = [
  ['title_tr', 'Niyet Testi'],
  ['title_en', 'Intent Test'],
  ['summary_tr', 'Özet'],
  ['summary_en', 'Summary'],
  ['description_tr', 'Açıklama'],
  ['description_en', 'Description'],
]
const intent = (value: object): [string, string] => ['__intent__', JSON.stringify(value)]

const post = (fields: [string, string][]) =>
  send(server, {
    method: 'POST',
    path: '/admin/products/new',
    headers: { ...FORM, Cookie: cookie, Origin: server.url },
    body: formBody(fields),
  })

/** The buttons of a page: their name and (HTML-decoded) value. */
function buttons(html: string) {
  return [...html.matchAll(/<button\b[^>]*>/g)].map(([tag]) => ({
    name: /\bname="([^"]*)"/.exec(tag)?.[1] ?? null,
    value: (/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  }))
}
/** The value of the input named `name`, or null when the page has none. */
function inputValue(html: string, name: string): string | null {
  const tag = [...html.matchAll(/<input\b[^>]*>/g)].map(([t]) => t).find((t) => t.includes(`name="${name}"`))
  return tag ? (/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '') : null
}

describe('the product form without JavaScript', () => {
  test("its editing buttons post conform's intents; only 'AI ile Oluştur' and saving do not", async () => {
    const page = await send(server, { path: '/admin/products/new', headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    const all = buttons(page.text)
    expect(all.filter((button) => button.name === 'intent').map((button) => button.value)).toEqual(['ai-generate'])
    const intents = all.filter((button) => button.name === '__intent__').map((button) => JSON.parse(button.value))
    expect(intents).toEqual(
      expect.arrayContaining([
        { type: 'validate', payload: { name: 'calibres' } },
        { type: 'validate', payload: { name: 'packsKg' } },
        { type: 'insert', payload: { name: 'packsKg', defaultValue: '12,5' } },
      ]),
    )
    // The box for a new pack size is a helper of its own, not an entry of the list.
    expect(inputValue(page.text, 'newPackKg')).toBe('')
    expect(inputValue(page.text, 'packsKg[0]')).toBeNull()
  })

  test('a typed pack size and a suggestion become pack sizes; removing an image empties its slot; nothing is saved', async () => {
    const typed = await post([
      ...required,
      ['slug', 'niyet-paket'],
      ['packsKg[0]', '10'],
      ['newPackKg', '7,5'],
      intent({ type: 'validate', payload: { name: 'packsKg' } }),
    ])
    expect(typed.status).toBe(200)
    expect([inputValue(typed.text, 'packsKg[0]'), inputValue(typed.text, 'packsKg[1]'), inputValue(typed.text, 'newPackKg')]).toEqual([
      '10',
      '7,5',
      '',
    ])
    // Shown in order, whatever the order posted.
    expect(/<ul[^>]*data-testid="pack-sizes"[\s\S]*?<\/ul>/.exec(typed.text)?.[0].replace(/<[^>]*>/g, '')).toBe('7,5 kg×10 kg×')

    const suggested = await post([
      ...required,
      ['slug', 'niyet-paket'],
      ['packsKg[0]', '10'],
      ['newPackKg', ''],
      intent({ type: 'insert', payload: { name: 'packsKg', defaultValue: '25' } }),
    ])
    expect(suggested.status).toBe(200)
    expect([inputValue(suggested.text, 'packsKg[1]'), inputValue(suggested.text, 'newPackKg')]).toEqual(['25', ''])

    // What is not a pack size stays in the box, with its message, and joins nothing.
    const wrong = await post([
      ...required,
      ['slug', 'niyet-paket'],
      ['packsKg[0]', '10'],
      ['newPackKg', '7,3'],
      intent({ type: 'validate', payload: { name: 'packsKg' } }),
    ])
    expect(wrong.status).toBe(200)
    expect([inputValue(wrong.text, 'newPackKg'), inputValue(wrong.text, 'packsKg[1]')]).toEqual(['7,3', null])
    expect(wrong.text).toContain('Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir')

    const removed = await post([
      ...required,
      ['slug', 'niyet-paket'],
      ['images[0].url', '/images/products/lerida-incir-main.svg'],
      ['images[0].alt_tr', 'Ana'],
      ['images[1].url', '/images/products/lerida-incir-main.svg'],
      intent({ type: 'update', payload: { name: 'images[0]', value: { url: '', alt_tr: '', alt_en: '', alt_de: '' } } }),
    ])
    expect(removed.status).toBe(200)
    expect([inputValue(removed.text, 'images[0].url'), inputValue(removed.text, 'images[0].alt_tr')]).toEqual(['', ''])
    expect(inputValue(removed.text, 'images[1].url')).toBe('/images/products/lerida-incir-main.svg')
    expect((await db.query('SELECT 1 FROM "Product" WHERE slug = $1', ['niyet-paket'])).rows).toEqual([])
  })

  test('saving with a wrong value left in the new pack size box saves the product without it; a right one is taken along', async () => {
    for (const [slug, box, packs] of [
      ['kutu-yanlis', '-2', [10]],
      ['kutu-yazi', 'on iki', [10]],
      ['kutu-dogru', '12,5', [10, 12.5]],
    ] as const) {
      const saved = await post([...required, ['slug', slug], ['packsKg[0]', '10'], ['newPackKg', box]])
      expect(saved.status, `${box}: ${saved.text.slice(0, 300)}`).toBe(302)
      expect((await db.query('SELECT "packsKg" FROM "Product" WHERE slug = $1', [slug])).rows).toEqual([{ packsKg: packs }])
    }
  })

  test('prices and kilograms are read the Turkish way; an entry that could mean two numbers is a 400 naming both, the input kept', async () => {
    const range = (cash: string): [string, string][] => [
      ['calibres', '2'],
      ['priceRanges[0].calibre', '2'],
      ['priceRanges[0].minQuantity', '1.000'],
      ['priceRanges[0].cashPrice', cash],
      ['priceRanges[0].creditPrice', '10,90'],
    ]
    const saved = await post([...required, ['slug', 'turkce-fiyat'], ['packsKg[0]', '12,5'], ...range('2.450,50')])
    expect(saved.status, saved.text.slice(0, 300)).toBe(302)
    const rows = await db.query(
      'SELECT p."packsKg", r."minQuantity", r."cashPrice"::text, r."creditPrice"::text FROM "Product" p JOIN "PriceRange" r ON r."productId" = p.id WHERE p.slug = $1',
      ['turkce-fiyat'],
    )
    expect(rows.rows).toEqual([{ packsKg: [12.5], minQuantity: 1000, cashPrice: '2450.50', creditPrice: '10.90' }])

    const refused = await post([...required, ['slug', 'iki-turlu-fiyat'], ...range('2.45')])
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('“2.45” iki türlü okunabilir: 2,45 mi, 245 mi?')
    expect(inputValue(refused.text, 'priceRanges[0].cashPrice')).toBe('2.45')
    expect((await db.query('SELECT 1 FROM "Product" WHERE slug = $1', ['iki-turlu-fiyat'])).rows).toEqual([])
  })

  test('an intent no button of the form sends is a 400 with a message, never a 500, and saves nothing', async () => {
    for (const value of [
      { type: 'insert', payload: { name: 'title_tr' } },
      { type: 'remove', payload: { name: 'slug', index: 0 } },
      { payload: { name: 'packsKg' } },
    ]) {
      const response = await post([...required, ['slug', 'niyet-kotu'], intent(value)])
      expect(response.status, JSON.stringify(value)).toBe(400)
      expect(response.text).toContain('Bu işlem yapılamadı')
    }
    const withAi = await post([
      ...required,
      ['slug', 'niyet-kotu'],
      ['intent', 'ai-generate'],
      intent({ type: 'insert', payload: { name: 'title_en' } }),
    ])
    expect(withAi.status).toBe(400)
    expect((await db.query('SELECT 1 FROM "Product" WHERE slug = $1', ['niyet-kotu'])).rows).toEqual([])
  })
})
