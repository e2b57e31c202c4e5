/**
 * The blog's admin API and its public pages through the production build's request handler
 * (routing, bearer guard, JSON routes, page rendering), in-process on this file's database:
 * CRUD with a bearer token, slug rules and uniqueness, the AI endpoints against the local fake
 * OpenAI server, and a list of script-injection payloads that must come out of the public page inert.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin } from '../support/factories'
import { startFakeOpenAi } from '../support/fake-openai-server'
import { ALLOWED_CONTENT_TAGS, expectNoActiveMarkup, scriptsOf, tagsOf } from '../support/inert-html'

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-blog-uploads-'))
process.env.UPLOADS_DIR = uploadsDir
const buildPath = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')

let prisma: PrismaClient
let handle: (request: Request) => Promise<Response>
let token: string
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>

beforeAll(async () => {
  fake = await startFakeOpenAi()
  Object.assign(process.env, {
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: '1500',
    OPENAI_MAX_RETRIES: '0',
  })
  ;({ prisma } = await import('~/lib/db.server'))
  const { seedAiPrompts } = await import('../../prisma/seed-data/ai-prompts')
  await prisma.aiPrompt.createMany({ data: seedAiPrompts })
  const admin = await createAdmin(prisma)
  const { createAdminSession } = await import('~/features/auth/auth.server')
  ;({ token } = await createAdminSession(admin.id))
  const handler = createRequestHandler((await import(buildPath)) as ServerBuild, 'production')
  handle = (request) => handler(request)
}, 120_000)

afterAll(async () => {
  await fake?.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

function api(method: string, url: string, body?: unknown, bearer: string | null = token) {
  const headers: Record<string, string> = {}
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return handle(new Request(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
}

const unique = () => Math.random().toString(36).slice(2, 8)

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title_tr: 'Kuru İncir Nasıl Saklanır?',
    title_en: 'How to store dried figs',
    excerpt_tr: 'Serin ve kuru bir yerde.',
    excerpt_en: 'In a cool, dry place.',
    content_tr: '## Saklama\n\nSerin ve kuru bir yerde saklayın.',
    content_en: '## Storage\n\nKeep them cool and dry.',
    keywords_tr: 'kuru incir, saklama',
    slug: `saklama-${unique()}`,
    ...overrides,
  }
}

describe('the blog API with a bearer token', () => {
  test('without a valid token every endpoint answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/blog'],
      ['POST', '/api/admin/blog'],
      ['GET', '/api/admin/blog/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/admin/blog/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/blog/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/blog/generate'],
      ['POST', '/api/admin/blog/topics'],
      ['POST', '/api/admin/blog/00000000-0000-4000-8000-000000000000/generate-image'],
    ]) {
      for (const bearer of [null, 'forged-token-forged-token-forged-token']) {
        const response = await api(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, bearer)
        expect(response.status, `${method} ${url}`).toBe(401)
        expect(await response.json()).toEqual({ message: 'Unauthorized' })
      }
    }
  })

  test('create, read, list, update (partial and full), publish state on the public site, delete', async () => {
    const body = postBody()
    const created = await api('POST', '/api/admin/blog', body)
    expect(created.status).toBe(201)
    const post = await created.json()
    expect(post).toMatchObject({ ...body, isActive: true, title_de: null, imageUrl: null, metaDescription_tr: null })
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/)

    expect(await (await api('GET', `/api/admin/blog/${post.id}`)).json()).toEqual(post)
    const list = await (await api('GET', '/api/admin/blog')).json()
    expect(list.map((p: { id: string }) => p.id)).toContain(post.id)
    expect((await handle(new Request(`http://localhost/blog/${body.slug}`))).status).toBe(200)

    // Only isActive sent: the rest is kept; the public page is gone.
    const hidden = await api('PUT', `/api/admin/blog/${post.id}`, { isActive: false })
    expect(hidden.status).toBe(200)
    expect(await hidden.json()).toMatchObject({ isActive: false, title_tr: body.title_tr, slug: body.slug })
    expect((await handle(new Request(`http://localhost/blog/${body.slug}`))).status).toBe(404)
    const publicList = await (await handle(new Request('http://localhost/blog'))).text()
    expect(publicList).not.toContain(body.slug)

    const full = await api('PUT', `/api/admin/blog/${post.id}`, {
      ...body,
      title_tr: 'Güncel Başlık',
      title_de: 'Aktueller Titel',
      content_de: 'Inhalt',
      isActive: true,
    })
    expect(full.status).toBe(200)
    expect(await full.json()).toMatchObject({ title_tr: 'Güncel Başlık', title_de: 'Aktueller Titel', isActive: true })
    const page = await (await handle(new Request(`http://localhost/de/blog/${body.slug}`))).text()
    expect(page).toContain('Aktueller Titel')
    expect(page).toContain('Inhalt')

    const deleted = await api('DELETE', `/api/admin/blog/${post.id}`)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ message: 'Blog yazısı silindi', id: post.id })
    expect((await api('DELETE', `/api/admin/blog/${post.id}`)).status).toBe(404)
    const gone = await api('GET', `/api/admin/blog/${post.id}`)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ message: 'Bu blog yazısı bulunamadı.' })
    expect((await api('GET', '/api/admin/blog/not-a-uuid')).status).toBe(404)
    expect((await api('PUT', '/api/admin/blog/not-a-uuid', body)).status).toBe(404)
    expect((await handle(new Request(`http://localhost/blog/${body.slug}`))).status).toBe(404)
  })

  test('slug rules: derived from the Turkish title when empty, pattern checked, unique on create and update', async () => {
    const tag = unique()
    const derived = await api('POST', '/api/admin/blog', postBody({ slug: '', title_tr: `Çiğ Şeker İncir Ürünleri ${tag}` }))
    expect(derived.status).toBe(201)
    const first = await derived.json()
    expect(first.slug).toBe(`cig-seker-incir-urunleri-${tag}`)

    for (const bad of ['Büyük-Harf', 'bosluklu slug', 'alt_cizgi', 'cift--tire', '-bas']) {
      const refused = await api('POST', '/api/admin/blog', postBody({ slug: bad }))
      expect(refused.status, bad).toBe(400)
      expect((await refused.json()).errors.slug).toEqual(['Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. blog-yazisi)'])
    }
    const missing = await api('POST', '/api/admin/blog', { title_tr: 'Sadece başlık' })
    expect(missing.status).toBe(400)
    const missingErrors = (await missing.json()).errors
    expect(missingErrors).toMatchObject({ excerpt_tr: ['Türkçe özet gereklidir'], content_tr: ['Türkçe içerik gereklidir'] })
    // English is optional: a post in Turkish only is saved, its English texts empty.
    expect(missingErrors.title_en).toBeUndefined()
    const turkishOnly = await api('POST', '/api/admin/blog', {
      slug: `yalniz-turkce-${tag}`,
      title_tr: 'Yalnızca Türkçe',
      excerpt_tr: 'Türkçe özet',
      content_tr: 'Türkçe içerik',
    })
    expect(turkishOnly.status).toBe(201)
    expect(
      await prisma.blogPost.findUniqueOrThrow({ where: { slug: `yalniz-turkce-${tag}` }, select: { title_en: true, content_en: true } }),
    ).toEqual({
      title_en: '',
      content_en: '',
    })
    // A half English version is refused, naming what is missing.
    const half = await api('POST', '/api/admin/blog', postBody({ slug: `yarim-${tag}`, excerpt_en: '' }))
    expect(half.status).toBe(400)
    expect((await half.json()).errors.excerpt_en).toEqual([expect.stringMatching(/^İngilizce özet gereklidir/)])

    const taken = await api('POST', '/api/admin/blog', postBody({ slug: first.slug }))
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      message: 'Bu slug başka bir blog yazısı tarafından kullanılıyor',
      errors: { slug: ['Bu slug başka bir blog yazısı tarafından kullanılıyor'] },
    })
    const second = await (await api('POST', '/api/admin/blog', postBody())).json()
    expect((await api('PUT', `/api/admin/blog/${second.id}`, { slug: first.slug })).status).toBe(409)
    // Keeping its own slug is fine.
    expect((await api('PUT', `/api/admin/blog/${first.id}`, { slug: first.slug, title_en: 'Same slug' })).status).toBe(200)
    expect(await prisma.blogPost.count({ where: { slug: first.slug } })).toBe(1)
  })

  test('wrong method and body type', async () => {
    expect((await api('PATCH', '/api/admin/blog', {})).status).toBe(405)
    expect((await api('GET', '/api/admin/blog/generate')).status).toBe(405)
    const text = await handle(
      new Request('http://localhost/api/admin/blog', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        body: 'x',
      }),
    )
    expect(text.status).toBe(415)
  })
})

describe('the blog AI endpoints (fake OpenAI server)', () => {
  test('generate: topic required; the article in three languages with the slug of its Turkish title; nothing saved', async () => {
    const empty = await api('POST', '/api/admin/blog/generate', { topic: '  ' })
    expect(empty.status).toBe(400)
    expect((await empty.json()).errors.topic).toEqual(['Lütfen bir konu girin'])

    const tag = unique()
    const article = {
      title_tr: `Ödemiş'ten İhracata İncir ${tag}`,
      title_en: 'Figs for export',
      title_de: 'Feigen für den Export',
      excerpt_tr: 'Özet',
      excerpt_en: 'Excerpt',
      excerpt_de: 'Auszug',
      content_tr: '## Başlık\n\nMetin',
      content_en: '## Heading\n\nText',
      content_de: '## Titel\n\nText',
      keywords_tr: 'incir',
      keywords_en: 'figs',
      keywords_de: 'Feigen',
      metaDescription_tr: 'Meta',
      metaDescription_en: 'Meta',
      metaDescription_de: 'Meta',
    }
    fake.respond({ match: `api-topic-${tag}`, json: article })
    const before = await prisma.blogPost.count()
    const generated = await api('POST', '/api/admin/blog/generate', { topic: `api-topic-${tag}` })
    expect(generated.status).toBe(200)
    expect(await generated.json()).toEqual({ ...article, slug: `odemisten-ihracata-incir-${tag}` })
    expect(await prisma.blogPost.count()).toBe(before)

    fake.respond({ match: `api-broken-${tag}`, behaviour: 'invalid' })
    const broken = await api('POST', '/api/admin/blog/generate', { topic: `api-broken-${tag}` })
    expect(broken.status).toBe(422)
    expect((await broken.json()).message).toMatch(/^AI yanıtı beklenen biçimde değil/)
  })

  test('topics: a list of ideas (body optional)', async () => {
    const response = await api('POST', '/api/admin/blog/topics')
    expect(response.status).toBe(200)
    const { topics } = await response.json()
    expect(topics.length).toBeGreaterThan(0)
    expect(topics[0]).toEqual({
      title_tr: expect.any(String),
      title_en: expect.any(String),
      title_de: expect.any(String),
      summary: expect.any(String),
    })
  })

  test('generate-image: the post gets a gallery image (category blog, WebP variants) shown on its public page', async () => {
    const post = await (await api('POST', '/api/admin/blog', postBody())).json()
    const response = await api('POST', `/api/admin/blog/${post.id}/generate-image`)
    expect(response.status).toBe(200)
    const updated = await response.json()
    expect(updated).toMatchObject({ id: post.id, title_tr: post.title_tr })
    expect(updated.imageUrl).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/)
    const media = await prisma.mediaFile.findFirstOrThrow({
      where: { url: updated.imageUrl },
      select: { category: true, variants: true, mimeType: true },
    })
    expect(media).toMatchObject({ category: 'blog', mimeType: 'image/png' })
    expect((media.variants as unknown[]).length).toBeGreaterThan(0)
    expect(await (await handle(new Request(`http://localhost/blog/${post.slug}`))).text()).toContain(updated.imageUrl)

    expect((await api('POST', '/api/admin/blog/00000000-0000-4000-8000-000000000000/generate-image')).status).toBe(404)
  })

  test('no key configured: 503 with the Turkish reason', async () => {
    process.env.OPENAI_API_KEY = ''
    try {
      const response = await api('POST', '/api/admin/blog/generate', { topic: 'incir' })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).' })
    } finally {
      process.env.OPENAI_API_KEY = 'test-key'
    }
  })
})

/** Each payload carries its own marker so a failure names it. */
const payloads = [
  '<script>alert("xss-01")</script>',
  '<img src=x onerror=alert("xss-02")>',
  '<svg onload=alert("xss-03")>',
  '<svg><script>alert("xss-04")</script></svg>',
  '[tıkla](javascript:alert("xss-05"))',
  '[tıkla](JaVaScRiPt:alert("xss-06"))',
  '[tıkla](&#106;avascript:alert("xss-07"))',
  '[tıkla](&#x6A;&#x61;vascript:alert("xss-08"))',
  '[tıkla xss-09](data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTA5Jyk8L3NjcmlwdD4=)',
  '[tıkla](vbscript:msgbox("xss-10"))',
  '<javascript:alert("xss-11")>',
  '<data:text/html,xss-12>',
  '[referans][evil13]\n\n[evil13]: javascript:alert("xss-13")',
  '<iframe src="javascript:alert(\'xss-14\')"></iframe>',
  '<style>body{background:url("javascript:alert(\'xss-15\')")}</style>',
  '<a href="#" onclick="alert(\'xss-16\')">bağlantı</a>',
  '<div onmouseover="alert(\'xss-17\')">üzerine gel</div>',
  '&lt;script&gt;alert("xss-18")&lt;/script&gt;',
  '![resim](javascript:alert("xss-19"))',
  '![resim](x" onerror="alert(\'xss-20\'))',
  '[x](https://example.com" onmouseover="alert(\'xss-21\'))',
  '<object data="javascript:alert(\'xss-22\')"></object>',
  '<body onload=alert("xss-23")>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-24")>',
  '<a href="jav&#x09;ascript:alert(\'xss-25\')">x</a>',
  '`<script>alert("xss-26")</script>`',
  '<base href="javascript:alert(\'xss-27\')//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'xss-28\')">',
  '<form action="javascript:alert(\'xss-29\')"><button>gönder</button></form>',
  '[x]( javascript:alert("xss-30"))',
]

describe('a post full of script-injection payloads is inert on the public page', () => {
  let slug: string
  let pages: Record<'tr' | 'en' | 'de', string>
  let baselineScripts: number

  beforeAll(async () => {
    const source = payloads.join('\n\n')
    const headline = '<img src=x onerror=alert("xss-title")> Başlık </script><script>alert("xss-title2")</script>'
    const created = await api(
      'POST',
      '/api/admin/blog',
      postBody({
        title_tr: headline,
        title_en: headline,
        excerpt_tr: '<svg onload=alert("xss-excerpt")>',
        excerpt_en: '"><script>alert("xss-excerpt2")</script>',
        content_tr: source,
        content_en: source,
        keywords_tr: '<script>alert("xss-kw")</script>, incir',
        metaDescription_tr: '"><script>alert("xss-meta")</script>',
        slug: `xss-${unique()}`,
      }),
    )
    expect(created.status).toBe(201)
    ;({ slug } = await created.json())
    const fetchPage = async (prefix: string) => {
      const response = await handle(new Request(`http://localhost${prefix}/blog/${slug}`))
      expect(response.status).toBe(200)
      return response.text()
    }
    pages = { tr: await fetchPage(''), en: await fetchPage('/en'), de: await fetchPage('/de') }
    const plain = await (await api('POST', '/api/admin/blog', postBody())).json()
    baselineScripts = scriptsOf(await (await handle(new Request(`http://localhost/blog/${plain.slug}`))).text()).length
  })

  test.each(payloads.map((payload, index) => [index + 1, payload]))('payload %i: %s', (_index, payload) => {
    const marker = /xss-\d+/.exec(payload)![0]
    for (const [lang, html] of Object.entries(pages)) {
      const content = /data-testid="post-content"[^>]*>([\s\S]*?)<\/div>\s*<footer/.exec(html)?.[1]
      expect(content, `${lang}: post content`).toBeDefined()
      expect(content).toContain(marker) // the payload is still there, as text
      for (const tag of tagsOf(content!)) expect(ALLOWED_CONTENT_TAGS, `${lang} ${marker}: <${tag.name}>`).toContain(tag.name)
      expectNoActiveMarkup(content!, `${lang} ${marker}`)
    }
  })

  test('the whole page: no handler attributes, no script URLs, no injected script element', () => {
    for (const [lang, html] of Object.entries(pages)) {
      const scripts = scriptsOf(html)
      // Same scripts as on a harmless post: nothing in the post added one.
      expect(scripts.length, lang).toBe(baselineScripts)
      for (const script of scripts) {
        if (/type="application\/ld\+json"/.test(script.attributes)) {
          expect(() => JSON.parse(script.body), `${lang}: JSON-LD stays data`).not.toThrow()
        }
        // A payload's text inside a script is only ever data: never a raw tag that could end it.
        expect(script.body, lang).not.toMatch(/<\/?(script|img|svg|iframe)/i)
      }
      expectNoActiveMarkup(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''), `${lang} page`)
    }
  })
})
