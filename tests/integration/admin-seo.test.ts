/**
 * /api/admin/seo called in-process with a bearer token, the write functions behind it
 * (shared with the /admin/seo screen), and what the public pages then read.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as AdminSeo from '~/features/seo/admin-seo.server'
import type * as PageSeo from '~/features/seo/page-seo.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin } from '../support/factories'
import { startFakeOpenAi } from '../support/fake-openai-server'

let prisma: PrismaClient
let pageSeo: typeof PageSeo
let adminSeo: typeof AdminSeo
let token: string
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
type RouteModule = { loader?: (args: never) => Promise<Response>; action?: (args: never) => Promise<Response> }
let listRoute: RouteModule
let itemRoute: RouteModule
let generateRoute: RouteModule

beforeAll(async () => {
  fake = await startFakeOpenAi()
  Object.assign(process.env, {
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: '800',
    OPENAI_MAX_RETRIES: '0',
    OPENAI_MODEL: 'fake-model',
  })
  delete process.env.OPENAI_API_KEY
  ;({ prisma } = await import('~/lib/db.server'))
  pageSeo = await import('~/features/seo/page-seo.server')
  adminSeo = await import('~/features/seo/admin-seo.server')
  listRoute = await import('~/routes/api/admin/seo')
  itemRoute = await import('~/routes/api/admin/seo-item')
  generateRoute = await import('~/routes/api/admin/seo-generate')
  const { createAdminSession } = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  ;({ token } = await createAdminSession(admin.id))
})
afterAll(() => fake.close())

const base = 'http://localhost/api/admin/seo'

async function call(
  route: RouteModule,
  method: string,
  { id, body, auth = true, path = '' }: { id?: string; body?: unknown; auth?: boolean; path?: string } = {},
) {
  const headers = new Headers()
  if (auth) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`${base}${path}${id ? `/${id}` : ''}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const handler = method === 'GET' ? route.loader! : route.action!
  try {
    const response = await handler({ request, params: { id }, context: {} } as never)
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & Record<string, unknown>[] }
  } catch (thrown) {
    // requireAdminApi throws its 401/403 answer.
    if (thrown instanceof Response)
      return { status: thrown.status, json: (await thrown.json()) as Record<string, unknown> & Record<string, unknown>[] }
    throw thrown
  }
}

const setting = (over: Record<string, unknown> = {}) => ({
  page: `ozel-${Math.random().toString(36).slice(2, 8)}`,
  title_tr: 'Özel Başlık',
  title_en: 'Custom Title',
  description_tr: 'Özel açıklama',
  description_en: 'Custom description',
  ...over,
})

describe('/api/admin/seo', () => {
  test('needs a bearer token (401), and answers 405 for other methods', async () => {
    expect((await call(listRoute, 'GET', { auth: false })).status).toBe(401)
    expect((await call(listRoute, 'POST', { auth: false, body: setting() })).status).toBe(401)
    expect((await call(itemRoute, 'PUT', { auth: false, id: '00000000-0000-4000-8000-000000000000', body: setting() })).status).toBe(401)
    expect((await call(itemRoute, 'DELETE', { auth: false, id: '00000000-0000-4000-8000-000000000000' })).status).toBe(401)
    expect((await call(generateRoute, 'POST', { auth: false, path: '/generate', body: { page: 'homepage' } })).status).toBe(401)
    expect((await call(listRoute, 'DELETE')).status).toBe(405)
    expect((await call(itemRoute, 'POST', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(405)
    expect((await call(generateRoute, 'GET', { path: '/generate' })).status).toBe(405)
  })

  test('create → list → get → update → delete; empty optional texts become null; active by default', async () => {
    const created = await call(listRoute, 'POST', {
      body: setting({ page: 'kampanya-2025', keywords_tr: '  ', h1_en: '', title_de: 'Eigener Titel' }),
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      page: 'kampanya-2025',
      isActive: true,
      keywords_tr: null,
      h1_en: null,
      title_de: 'Eigener Titel',
      description_de: null,
    })
    const id = created.json.id as string

    const list = await call(listRoute, 'GET')
    expect(list.status).toBe(200)
    expect((list.json as unknown as { page: string }[]).map((s) => s.page)).toContain('kampanya-2025')
    expect((await call(itemRoute, 'GET', { id })).json).toMatchObject({ id, title_en: 'Custom Title' })

    const updated = await call(itemRoute, 'PUT', {
      id,
      body: setting({ page: 'kampanya-2026', title_tr: 'Yeni', isActive: false, h1_tr: 'H1' }),
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({ id, page: 'kampanya-2026', title_tr: 'Yeni', isActive: false, h1_tr: 'H1', title_de: null })

    const deleted = await call(itemRoute, 'DELETE', { id })
    expect(deleted).toEqual({ status: 200, json: { message: 'SEO ayarı silindi', id } })
    expect((await call(itemRoute, 'DELETE', { id })).status).toBe(404)
    expect((await call(itemRoute, 'GET', { id })).status).toBe(404)
    expect((await call(itemRoute, 'PUT', { id, body: setting() })).json).toEqual({ message: 'SEO ayarı bulunamadı' })
    expect((await call(itemRoute, 'GET', { id: 'not-a-uuid' })).status).toBe(404)
  })

  test.each([
    [{ title_tr: '' }, 'title_tr', 'Türkçe başlık gereklidir'],
    [{ title_en: '   ' }, 'title_en', 'İngilizce başlık gereklidir'],
    [{ description_tr: undefined }, 'description_tr', 'Türkçe açıklama gereklidir'],
    [{ description_en: '' }, 'description_en', 'İngilizce açıklama gereklidir'],
    [{ page: '' }, 'page', 'Sayfa adı gereklidir'],
    [{ page: 'Özel Sayfa' }, 'page', 'küçük harf, rakam ve tire'],
    [{ page: 'ozel_sayfa' }, 'page', 'küçük harf, rakam ve tire'],
    [{ page: 'ozel--sayfa' }, 'page', 'küçük harf, rakam ve tire'],
    [{ page: '-ozel' }, 'page', 'küçük harf, rakam ve tire'],
    [{ page: 'x'.repeat(101) }, 'page', 'en fazla 100'],
    [{ isActive: 'yes' }, 'isActive', ''],
  ])('%j is refused with 400 naming the field', async (change, field, message) => {
    const response = await call(listRoute, 'POST', { body: setting(change) })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe('Geçersiz istek.')
    const errors = response.json.errors as unknown as Record<string, string[]>
    expect(errors[field]?.join(' ')).toContain(message)
  })

  test('one setting per page: a second create or a rename onto a used page is 409; the title length only warns', async () => {
    const long = 'x'.repeat(90)
    const first = await call(listRoute, 'POST', { body: setting({ page: 'tek-sayfa', title_tr: long }) })
    expect(first.status).toBe(201)
    expect(first.json.title_tr).toBe(long)
    const again = await call(listRoute, 'POST', { body: setting({ page: 'tek-sayfa' }) })
    expect(again).toEqual({
      status: 409,
      json: { message: 'Bu sayfa için zaten bir SEO ayarı var', errors: { page: ['Bu sayfa için zaten bir SEO ayarı var'] } },
    })
    const other = await call(listRoute, 'POST', { body: setting() })
    expect((await call(itemRoute, 'PUT', { id: other.json.id as string, body: setting({ page: 'tek-sayfa' }) })).status).toBe(409)
    // Keeping its own page is fine.
    expect(
      (await call(itemRoute, 'PUT', { id: first.json.id as string, body: setting({ page: 'tek-sayfa', title_tr: 'Kısa' }) })).status,
    ).toBe(200)
  })

  test('a body that is not JSON is refused', async () => {
    const request = new Request(base, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: 'page=x',
    })
    const response = await listRoute.action!({ request, params: {}, context: {} } as never)
    expect(response.status).toBe(415)
  })
})

describe('the public pages read the setting at once', () => {
  const t = ((key: string) => key) as never
  const fallback = { title: 'Yerleşik', description: 'Yerleşik açıklama' }

  test('a save, an edit, deactivation and deletion show on the next request; a text missing in German is the built-in German one', async () => {
    expect((await pageSeo.pageSeo('faq', 'de', t, fallback)).title).toBe('Yerleşik')
    const created = await adminSeo.createSeoSetting({
      ...emptyTexts,
      page: 'faq',
      title_tr: 'SSS',
      title_en: 'FAQ',
      description_tr: 'd',
      description_en: 'd en',
      isActive: true,
    })
    // Never the Turkish (or English) setting on the German page: the German built-in texts.
    expect(await pageSeo.pageSeo('faq', 'de', t, fallback)).toMatchObject({ title: 'Yerleşik', description: 'Yerleşik açıklama', h1: null })
    expect(await pageSeo.pageSeo('faq', 'en', t, fallback)).toMatchObject({ title: 'FAQ', description: 'd en' })
    await adminSeo.updateSeoSetting(created.id, {
      ...emptyTexts,
      page: 'faq',
      title_tr: 'SSS',
      title_en: 'FAQ',
      title_de: 'Häufige Fragen',
      description_tr: 'd',
      description_en: 'd en',
      isActive: true,
    })
    expect((await pageSeo.pageSeo('faq', 'de', t, fallback)).title).toBe('Häufige Fragen')
    // The admin screen shows the same thing the page uses.
    const shown = adminSeo.publicSeoTexts('faq', await adminSeo.getSeoSetting(created.id)).texts.de
    expect(shown).toMatchObject({ title: 'Häufige Fragen', source: 'setting' })
    expect(shown.description).toBe(adminSeo.builtInSeoTexts('faq')!.de.description)
    await adminSeo.updateSeoSetting(created.id, {
      ...emptyTexts,
      page: 'faq',
      title_tr: 'SSS',
      title_en: 'FAQ',
      description_tr: 'd',
      description_en: 'd en',
      isActive: false,
    })
    expect((await pageSeo.pageSeo('faq', 'de', t, fallback)).title).toBe('Yerleşik')
    await adminSeo.deleteSeoSetting(created.id)
    expect((await pageSeo.pageSeo('faq', 'tr', t, fallback)).title).toBe('Yerleşik')
  })

  test('the admin sees the texts as visitors read them: the facts placed in their tokens', async () => {
    const { siteFacts } = await import('~/features/content/page-content.server')
    const facts = await siteFacts()
    const created = await adminSeo.createSeoSetting({
      ...emptyTexts,
      page: 'origin',
      title_tr: '{{yearsInTrade}} yıllık incir',
      title_en: 'Figs since {{foundingYear}}',
      description_tr: '{{customers}}+ müşteri',
      description_en: '{{varieties}} varieties',
      isActive: true,
    })
    const shown = adminSeo.publicSeoTexts('origin', await adminSeo.getSeoSetting(created.id), facts).texts
    expect(shown.tr).toMatchObject({ title: `${facts.yearsInTrade} yıllık incir`, description: `${facts.customers}+ müşteri` })
    expect(shown.en.title).toBe(`Figs since ${facts.foundingYear}`)
  })

  test('the built-in texts the admin sees are the dictionary texts of the page', () => {
    const texts = adminSeo.builtInSeoTexts('contact')!
    expect(texts.de.title).toMatch(/ \| /)
    expect(texts.tr.title).not.toBe(texts.en.title)
    expect(adminSeo.builtInSeoTexts('ozel-sayfa')).toBeNull()
  })
})

const emptyTexts = {
  title_de: null,
  description_de: null,
  keywords_tr: null,
  keywords_en: null,
  keywords_de: null,
  h1_tr: null,
  h1_en: null,
  h1_de: null,
}

describe('POST /api/admin/seo/generate', () => {
  test('without a key: 503 with the Turkish reason', async () => {
    const response = await call(generateRoute, 'POST', { path: '/generate', body: { page: 'homepage' } })
    expect(response).toEqual({ status: 503, json: { message: 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).' } })
  })

  test('sends the page, the title, the description and the default product names; answers the three languages', async () => {
    process.env.OPENAI_API_KEY = 'test-key'
    try {
      const answer = Object.fromEntries(
        ['title', 'description', 'keywords', 'h1'].flatMap((f) => ['tr', 'en', 'de'].map((l) => [`${f}_${l}`, `${f} ${l} gen`])),
      )
      fake.respond({ match: 'seo-gen-test-page', json: answer })
      const response = await call(generateRoute, 'POST', {
        path: '/generate',
        body: { page: 'seo-gen-test-page', title: 'Mevcut başlık', description: 'Mevcut açıklama' },
      })
      expect(response).toEqual({ status: 200, json: answer })
      const [sent] = fake.requests('seo-gen-test-page')
      const prompt = JSON.stringify(sent!.body.messages)
      for (const name of ['Mevcut başlık', 'Mevcut açıklama', 'Lerida', 'Protoben', 'Bağlama İncir', 'Layer İncir', 'Naturel İncir'])
        expect(prompt).toContain(name)

      // An answer that breaks the schema never reaches the client as content.
      fake.respond({ match: 'seo-gen-broken', behaviour: 'invalid' })
      const broken = await call(generateRoute, 'POST', { path: '/generate', body: { page: 'seo-gen-broken' } })
      expect(broken.status).toBe(422)
      expect(typeof broken.json.message).toBe('string')

      fake.respond({ match: 'seo-gen-401', behaviour: 'unauthorized' })
      expect((await call(generateRoute, 'POST', { path: '/generate', body: { page: 'seo-gen-401' } })).status).toBe(502)
      expect((await call(generateRoute, 'POST', { path: '/generate', body: { title: 'no page' } })).status).toBe(400)
    } finally {
      delete process.env.OPENAI_API_KEY
    }
  })
})
