/**
 * The AI writers with the real `openai` client against the local fake OpenAI server: what is sent
 * (template, variables, company facts, JSON schema), what comes back, and every failure mode.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type * as Client from '~/features/ai/client.server'
import type * as Writers from '~/features/ai/writers.server'
import { productTexts } from '~/features/products/product.fixture'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin, createBlogPost } from '../support/factories'
import { fakeOpenAiEnv, startFakeOpenAi } from '../support/fake-openai-server'

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-ai-uploads-'))
process.env.UPLOADS_DIR = uploadsDir

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
let prisma: PrismaClient
let writers: typeof Writers
let client: typeof Client

beforeAll(async () => {
  fake = await startFakeOpenAi()
  Object.assign(process.env, fakeOpenAiEnv(fake.baseURL))
  ;({ prisma } = await import('~/lib/db.server'))
  writers = await import('~/features/ai/writers.server')
  client = await import('~/features/ai/client.server')
  const { seedAiPrompts } = await import('../../prisma/seed-data/ai-prompts')
  await prisma.aiPrompt.createMany({ data: seedAiPrompts })
})
afterAll(async () => {
  await fake.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})
beforeEach(() => {
  process.env.OPENAI_API_KEY = 'test-key'
})

const lastCall = () => prisma.aiCall.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })

const product = {
  title_tr: 'Yaprak Lerida İncir',
  title_en: 'Leaf Lerida Figs',
  title_de: 'Lerida-Feigen mit Blatt',
  slug: 'yaprak-lerida-incir',
  type: 'LERIDA',
  ...productTexts,
  palletInfo_tr: 'Euro palet başına 80 koli × 12,5 kg = 1.000 kg',
  palletInfo_en: '80 cartons × 12.5 kg = 1,000 kg per Euro pallet',
  palletInfo_de: '80 Kartons × 12,5 kg = 1.000 kg pro Europalette',
}

describe('AI writers', () => {
  test('product content: the default template with the product name, the company facts and a strict JSON schema are sent; the answer comes back validated and is logged', async () => {
    fake.respond({ match: 'Yaprak Lerida', json: product })
    // The certificates valid today are the ones the AI may name; an ended one is not.
    const { createCertificate } = await import('../support/factories')
    await createCertificate(prisma, { scheme: 'ifs-food' })
    await createCertificate(prisma, { scheme: 'haccp', validFrom: '2020-01-01', validUntil: '2021-01-01' })
    const content = await writers.generateProductContent('Yaprak Lerida')
    expect(content).toEqual(product)

    const [request] = fake.requests('Yaprak Lerida')
    const messages = request.body.messages as { role: string; content: string }[]
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.body.model).toBe('fake-model')
    expect(messages[0].role).toBe('system')
    expect(messages[0].content).toContain('Certifications: IFS Food. No other certifications.')
    expect(messages[0].content).toContain('A1 36–40')
    expect(messages[1].content).toContain('Write the product page content for this dried-fig product')
    expect(messages[1].content).toContain('Product name: Yaprak Lerida')
    expect(messages[1].content).not.toContain('{{productName}}')
    const format = request.body.response_format as { type: string; json_schema: { strict: boolean; schema: { required: string[] } } }
    expect(format.type).toBe('json_schema')
    expect(format.json_schema.strict).toBe(true)
    expect(format.json_schema.schema.required).toContain('description_de')

    const call = await lastCall()
    expect(call).toMatchObject({ kind: 'product-content', model: 'fake-model', outcome: 'ok', error: null })
    expect(call.promptTokens).toBeGreaterThan(100)
    expect(call.completionTokens).toBeGreaterThan(10)
  })

  test('product content: pallet information comes back filled in Turkish, English and German; the template and the schema ask for all three', async () => {
    const content = await writers.generateProductContent('Palet Denemesi Lerida')
    for (const lang of ['tr', 'en', 'de'] as const)
      expect(content[`palletInfo_${lang}`]).toBe(`AI palletInfo_${lang}: Palet Denemesi Lerida`)
    const [request] = fake.requests('Palet Denemesi Lerida')
    const user = (request.body.messages as { content: string }[])[1].content
    expect(user).toContain('"palletInfo_tr": "", "palletInfo_en": "", "palletInfo_de": ""')
    expect(user).toContain('Pallet information: one line per language')
    const format = request.body.response_format as { json_schema: { schema: { required: string[] } } }
    expect(format.json_schema.schema.required).toEqual(expect.arrayContaining(['palletInfo_tr', 'palletInfo_en', 'palletInfo_de']))

    // An answer without one language is refused as a whole: no form is filled half-way.
    const { palletInfo_de: _, ...withoutGerman } = product
    fake.respond({ match: 'Palet eksik', json: withoutGerman })
    const error = await writers.generateProductContent('Palet eksik').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(client.AiError)
    expect((error as Client.AiError).message).toBe('AI yanıtı beklenen biçimde değil: palletInfo_de: eksik ya da yanlış türde')
  })

  test('the admin’s edited default template is the one used', async () => {
    await prisma.aiPrompt.updateMany({
      where: { category: 'blog-writing', isDefault: true },
      data: { prompt: 'EDITED TEMPLATE.\nTopic: {{topic}}\nWrite it.' },
    })
    const article = await writers.generateBlogArticle('Kuru incirin saklanması')
    const [request] = fake.requests('EDITED TEMPLATE')
    expect((request.body.messages as { content: string }[])[1].content).toBe('EDITED TEMPLATE.\nTopic: Kuru incirin saklanması\nWrite it.')
    expect(article.title_tr).toBe('AI title_tr: Kuru incirin saklanması')
    expect(article.slug).toBe('ai-titletr-kuru-incirin-saklanmasi')
  })

  test('SEO texts: page, current texts and the product names are filled into the SEO template', async () => {
    const seo = await writers.generateSeoContent({
      page: 'export',
      title: 'İhracat başlığı',
      description: 'İhracat açıklaması',
      products: ['Lerida', 'Protoben'],
    })
    expect(Object.keys(seo)).toHaveLength(12)
    const [request] = fake.requests('Page key: export')
    const [system, { content: user }] = request.body.messages as { content: string }[]
    expect(system.content).toContain('Köşk, Aydın')
    expect(system.content).toContain('Export: FOB, CIF and DDP')
    expect(user).toContain('Write SEO texts for one page')
    expect(user).toContain('Current title: İhracat başlığı')
    expect(user).toContain('Products on the site: Lerida, Protoben')
  })

  test('blog topics: a list in three languages', async () => {
    const topics = await writers.generateBlogTopics({ count: 3, audience: 'German importers' })
    expect(topics).toHaveLength(3)
    expect(topics[0]).toHaveProperty('title_de')
    expect((fake.requests('German importers')[0].body.messages as { content: string }[])[1].content).toContain('Suggest 3 blog topics')
  })

  test.each([
    ['invalid', 422, /AI yanıtı beklenen biçimde değil: title_tr/],
    ['not-json', 422, /geçerli JSON değil/],
    ['unauthorized', 502, /anahtarı reddetti \(401\)/],
    ['rate-limited', 502, /istek sınırına ulaşıldı \(429\)/],
    ['server-error', 502, /hata verdi \(500\)/],
    ['timeout', 504, /zaman aşımı/],
  ] as const)('provider behaviour %s → AiError %i with a Turkish reason, logged as an error', async (behaviour, status, reason) => {
    fake.respond({ match: `case ${behaviour}`, behaviour })
    const error = await writers.generateProductContent(`case ${behaviour}`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(client.AiError)
    expect((error as Client.AiError).status).toBe(status)
    expect((error as Error).message).toMatch(reason)
    const call = await lastCall()
    expect(call.outcome).toBe('error')
    expect(call.error).toMatch(reason)
  })

  test('no key configured: 503 with the Turkish message, nothing sent', async () => {
    delete process.env.OPENAI_API_KEY
    const before = fake.requests().length
    expect(client.aiConfigured()).toBe(false)
    const error = await writers.generateBlogArticle('anahtar yok').catch((e: unknown) => e)
    expect((error as Client.AiError).status).toBe(503)
    expect((error as Error).message).toBe(client.AI_NOT_CONFIGURED)
    expect(fake.requests()).toHaveLength(before)
  })

  test('with every template of a category deleted, the ready-made one is used', async () => {
    await prisma.aiPrompt.deleteMany({ where: { category: 'blog-topics' } })
    await writers.generateBlogTopics({ audience: 'fallback audience' })
    expect((fake.requests('fallback audience')[0].body.messages as { content: string }[])[1].content).toContain('Suggest 5 blog topics')
  })

  test.each([
    ['http://example.com/figs.png', /https değil/],
    ['https://127.0.0.1/figs.png', /izin verilmiyor/],
    ['https://[::1]/figs.png', /izin verilmiyor/],
    ['https://10.0.0.8/figs.png', /izin verilmiyor/],
  ])('an image answered as the URL %s is not fetched', async (url, reason) => {
    const post = await createBlogPost(prisma, { title_en: `URL answer ${url}` })
    fake.respond({ match: `URL answer ${url}`, json: { url } })
    const error = await writers.generateBlogImage(post.id).catch((e: unknown) => e)
    expect((error as Client.AiError).status).toBe(422)
    expect((error as Error).message).toMatch(reason)
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).imageUrl).toBeNull()
  })

  test('blog image: generated, stored in the gallery (category blog) with WebP variants and set on the post', async () => {
    const post = await createBlogPost(prisma, { title_en: 'Image test', excerpt_en: 'Sun-dried figs on racks' })
    const { imageUrl } = await writers.generateBlogImage(post.id)
    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).imageUrl).toBe(imageUrl)
    const media = await prisma.mediaFile.findFirstOrThrow({ where: { url: imageUrl } })
    expect(media.category).toBe('blog')
    expect(media.mimeType).toBe('image/png')
    expect(media.variants).toEqual(expect.arrayContaining([expect.objectContaining({ width: 480 })]))
    const [request] = fake.requests('Image test')
    expect(request.path).toBe('/v1/images/generations')
    expect(String(request.body.prompt)).toContain('Article topic: Sun-dried figs on racks')
    expect((await lastCall()).kind).toBe('blog-image')
  })
})

describe('POST /api/admin/generate-product-content', () => {
  const call = async (body: unknown, token?: string) => {
    const { action } = await import('~/routes/api/admin/generate-product-content')
    const request = new Request('http://localhost/api/admin/generate-product-content', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const response = await (action as (args: { request: Request }) => Promise<Response>)({ request }).catch(
      (thrown: unknown) => thrown as Response,
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  let token: string
  beforeAll(async () => {
    const admin = await createAdmin(prisma)
    const { createAdminSession } = await import('~/features/auth/auth.server')
    ;({ token } = await createAdminSession(admin.id))
  })

  test('bearer auth required; empty name → 400 with the Turkish message; a name → the product fields; no key → 503 with the Turkish message', async () => {
    expect((await call({ productName: 'Lerida' })).status).toBe(401)

    const empty = await call({ productName: ' ' }, token)
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ productName: ['Lütfen ürün adı girin'] })

    fake.respond({ match: 'API Lerida', json: product })
    const ok = await call({ productName: 'API Lerida' }, token)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual(product)

    fake.respond({ match: 'API broken', behaviour: 'invalid' })
    const broken = await call({ productName: 'API broken' }, token)
    expect(broken.status).toBe(422)
    expect(broken.body.message).toMatch(/^AI yanıtı beklenen biçimde değil/)

    delete process.env.OPENAI_API_KEY
    const unconfigured = await call({ productName: 'Lerida' }, token)
    expect(unconfigured).toEqual({ status: 503, body: { message: 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).' } })
  })
})
