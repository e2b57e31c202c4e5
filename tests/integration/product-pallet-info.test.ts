/**
 * Pallet information in three languages: what the admin form and the admin API store, and what the
 * public product page and the public API show a visitor (their language, else the fallback).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin } from '../support/factories'

let prisma: PrismaClient
let token: string

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  const admin = await createAdmin(prisma)
  const { createAdminSession } = await import('~/features/auth/auth.server')
  ;({ token } = await createAdminSession(admin.id))
})
afterAll(async () => {
  await prisma.product.deleteMany({ where: { slug: { startsWith: 'palet-' } } })
})

const texts = {
  title_tr: 'Palet İnciri',
  title_en: 'Pallet Figs',
  summary_tr: 'Özet',
  summary_en: 'Summary',
  description_tr: 'Açıklama',
  description_en: 'Description',
}
const pallet = {
  palletInfo_tr: 'Euro palet başına 80 koli × 12,5 kg = 1.000 kg',
  palletInfo_en: '80 cartons × 12.5 kg = 1,000 kg per Euro pallet',
  palletInfo_de: '80 Kartons × 12,5 kg = 1.000 kg pro Europalette',
}
const slug = (name: string) => `palet-${name}-${Math.random().toString(36).slice(2, 8)}`

const storedPallet = (productSlug: string) =>
  prisma.product.findUniqueOrThrow({
    where: { slug: productSlug },
    select: { palletInfo_tr: true, palletInfo_en: true, palletInfo_de: true },
  })

type Handler = (args: { request: Request; params: Record<string, string>; context?: unknown }) => Promise<Response>
const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value as Response,
    (thrown: unknown) => thrown as Response,
  )

async function adminApi(method: string, path: string, body?: unknown) {
  const route = path === '/api/admin/products' ? await import('~/routes/api/admin/products') : await import('~/routes/api/admin/product')
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const handler = (method === 'GET' ? route.loader : route.action) as unknown as Handler
  const response = await settle(handler({ request, params: { id: path.split('/')[4] ?? '' } }))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function publicApi(path: string, headers: Record<string, string> = {}) {
  const { loader } = await import('~/routes/api/product')
  const url = new URL(`http://localhost${path}`)
  const response = await (loader as unknown as Handler)({
    request: new Request(url, { headers }),
    params: { slug: url.pathname.split('/').at(-1)! },
  })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('admin saves', () => {
  test('the admin form stores the three languages; an empty one is stored as null', async () => {
    const { action } = await import('~/routes/admin/products/form')
    const productSlug = slug('form')
    const form = new FormData()
    for (const [name, value] of Object.entries({
      ...texts,
      slug: productSlug,
      type: 'LAYER',
      isActive: 'on',
      ...pallet,
      palletInfo_de: '  ',
    }))
      form.append(name, value)
    const response = await settle(
      (action as unknown as Handler)({
        request: new Request('http://localhost/admin/products/new', { method: 'POST', body: form }),
        params: {},
      }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin/products')
    expect(await storedPallet(productSlug)).toEqual({ ...pallet, palletInfo_de: null })

    // The edit form starts with what was stored.
    const { id } = await prisma.product.findUniqueOrThrow({ where: { slug: productSlug }, select: { id: true } })
    const { loader } = await import('~/routes/admin/products/form')
    const page = (
      await (loader as unknown as (args: { params: Record<string, string> }) => Promise<{ defaultValue: Record<string, unknown> }>)({
        params: { id },
      })
    ).defaultValue
    expect(page).toMatchObject({ palletInfo_tr: pallet.palletInfo_tr, palletInfo_en: pallet.palletInfo_en, palletInfo_de: '' })
  })

  test('the admin API takes and returns the three languages; a plain palletInfo is the Turkish text', async () => {
    const created = await adminApi('POST', '/api/admin/products', { ...texts, slug: slug('api'), ...pallet })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject(pallet)
    expect(created.body).not.toHaveProperty('palletInfo')
    const id = String(created.body.id)
    expect((await adminApi('GET', `/api/admin/products/${id}`)).body).toMatchObject(pallet)

    const legacy = await adminApi('PUT', `/api/admin/products/${id}`, { ...texts, slug: created.body.slug, palletInfo: '40 koli × 25 kg' })
    expect(legacy.status).toBe(200)
    expect(legacy.body).toMatchObject({ palletInfo_tr: '40 koli × 25 kg', palletInfo_en: null, palletInfo_de: null })
    expect(await storedPallet(String(created.body.slug))).toEqual({
      palletInfo_tr: '40 koli × 25 kg',
      palletInfo_en: null,
      palletInfo_de: null,
    })

    const tooLong = await adminApi('PUT', `/api/admin/products/${id}`, {
      ...texts,
      slug: created.body.slug,
      palletInfo_en: 'x'.repeat(2001),
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toEqual({ palletInfo_en: ['En fazla 2000 karakter'] })
  })
})

describe('what visitors see', () => {
  let full: string
  let turkishOnly: string
  let noGerman: string
  let none: string
  beforeAll(async () => {
    const { createAdminProduct } = await import('~/features/products/admin-products.server')
    const { AdminProductApiSchema } = await import('~/features/products/schemas')
    const create = async (name: string, fields: Record<string, string>) =>
      (await createAdminProduct(AdminProductApiSchema.parse({ ...texts, slug: slug(name), ...fields }))).slug
    full = await create('full', pallet)
    turkishOnly = await create('tr', { palletInfo_tr: pallet.palletInfo_tr })
    noGerman = await create('no-de', { palletInfo_tr: pallet.palletInfo_tr, palletInfo_en: pallet.palletInfo_en })
    none = await create('none', {})
  })

  test('the product page shows the visitor’s language; an empty one falls back (German to English, then Turkish)', async () => {
    const { loadProductPage } = await import('~/features/products/products.server')
    const palletOn = async (productSlug: string, locale: 'tr' | 'en' | 'de') => (await loadProductPage(productSlug, locale))?.palletInfo
    expect(await palletOn(full, 'tr')).toBe(pallet.palletInfo_tr)
    expect(await palletOn(full, 'en')).toBe(pallet.palletInfo_en)
    expect(await palletOn(full, 'de')).toBe(pallet.palletInfo_de)
    expect(await palletOn(turkishOnly, 'en')).toBe(pallet.palletInfo_tr)
    expect(await palletOn(turkishOnly, 'de')).toBe(pallet.palletInfo_tr)
    expect(await palletOn(noGerman, 'de')).toBe(pallet.palletInfo_en)
    expect(await palletOn(none, 'de')).toBeNull()
  })

  test('the public API returns the three fields and palletInfo in the request’s language (?locale, else Accept-Language, else Turkish)', async () => {
    const plain = await publicApi(`/api/products/${full}`)
    expect(plain.response.status).toBe(200)
    expect(plain.body).toMatchObject({ ...pallet, palletInfo: pallet.palletInfo_tr })
    expect(plain.response.headers.get('vary')).toBe('Accept-Language')
    expect((await publicApi(`/api/products/${full}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).body.palletInfo).toBe(
      pallet.palletInfo_de,
    )
    expect((await publicApi(`/api/products/${full}?locale=en`, { 'accept-language': 'de' })).body.palletInfo).toBe(pallet.palletInfo_en)
    expect((await publicApi(`/api/products/${full}`, { 'accept-language': 'fr-FR' })).body.palletInfo).toBe(pallet.palletInfo_tr)
    expect((await publicApi(`/api/products/${turkishOnly}?locale=de`)).body).toMatchObject({
      palletInfo: pallet.palletInfo_tr,
      palletInfo_en: null,
      palletInfo_de: null,
    })
    expect((await publicApi(`/api/products/${none}?locale=en`)).body.palletInfo).toBeNull()

    const { loader } = await import('~/routes/api/products')
    const list = await (loader as unknown as Handler)({ request: new Request('http://localhost/api/products?locale=de'), params: {} })
    const listed = ((await list.json()) as { slug: string; palletInfo: string | null }[]).find((p) => p.slug === noGerman)
    expect(listed?.palletInfo).toBe(pallet.palletInfo_en)
  })
})
