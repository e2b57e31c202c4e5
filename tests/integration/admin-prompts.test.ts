import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import type * as AdminPrompts from '~/features/ai/prompts.server'
import type * as AiUsage from '~/features/ai/usage.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { seedAiPrompts } from '../../prisma/seed-data/ai-prompts'
import { createAdmin, createAiCall } from '../support/factories'

let prisma: PrismaClient
let prompts: typeof AdminPrompts
let usage: typeof AiUsage
let token: string

type Handler = (args: never) => unknown
let listRoute: { loader: Handler; action: Handler }
let itemRoute: { loader: Handler; action: Handler }
let setDefaultRoute: { loader: Handler; action: Handler }
let initializeRoute: { loader: Handler; action: Handler }
let page: { action: Handler }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  prompts = await import('~/features/ai/prompts.server')
  usage = await import('~/features/ai/usage.server')
  listRoute = await import('~/routes/api/admin/ai-prompts')
  itemRoute = await import('~/routes/api/admin/ai-prompts-item')
  setDefaultRoute = await import('~/routes/api/admin/ai-prompts-set-default')
  initializeRoute = await import('~/routes/api/admin/ai-prompts-initialize')
  page = await import('~/routes/admin/ai-prompts/route')
  const { createAdminSession } = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  ;({ token } = await createAdminSession(admin.id))
})

/** Calls a route module's loader or action in-process, as the server would; thrown responses are answers too. */
async function call(
  handler: Handler,
  method: string,
  path: string,
  { body, params = {}, auth = true }: { body?: unknown; params?: Record<string, string>; auth?: boolean } = {},
) {
  const headers = new Headers(auth ? { Authorization: `Bearer ${token}` } : {})
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  try {
    return (await handler({ request, params, context: {} } as never)) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
const api = {
  list: (query = '') => call(listRoute.loader, 'GET', `/api/admin/ai-prompts${query}`),
  create: (body: unknown) => call(listRoute.action, 'POST', '/api/admin/ai-prompts', { body }),
  get: (id: string) => call(itemRoute.loader, 'GET', `/api/admin/ai-prompts/${id}`, { params: { id } }),
  update: (id: string, body: unknown) => call(itemRoute.action, 'PUT', `/api/admin/ai-prompts/${id}`, { body, params: { id } }),
  remove: (id: string) => call(itemRoute.action, 'DELETE', `/api/admin/ai-prompts/${id}`, { params: { id } }),
  setDefault: (id: string) =>
    call(setDefaultRoute.action, 'POST', `/api/admin/ai-prompts/${id}/set-default`, { body: { category: 'blog-image' }, params: { id } }),
  initialize: () => call(initializeRoute.action, 'POST', '/api/admin/ai-prompts/initialize'),
}

const uniqueCategory = () => `test-${randomBytes(4).toString('hex')}`
const defaultsOf = async (category: string) =>
  (await prisma.aiPrompt.findMany({ where: { category, isDefault: true }, select: { name: true } })).map((p) => p.name)
const MISSING = '00000000-0000-4000-8000-000000000000'

describe('the JSON API (bearer token)', () => {
  test('create, read, list by category, update, delete; 404 and 405 answers', async () => {
    const category = uniqueCategory()
    const created = await api.create({ name: '  Görsel promptu ', prompt: 'Draw {{title}} about {{topic}}', category })
    expect(created.status).toBe(201)
    const prompt = await created.json()
    // Trimmed; the API's defaults: active, not default; an absent description is null.
    expect(prompt).toMatchObject({
      name: 'Görsel promptu',
      prompt: 'Draw {{title}} about {{topic}}',
      category,
      isActive: true,
      isDefault: false,
      description: null,
    })

    // Category defaults to blog-image.
    const withDefaultCategory = await (await api.create({ name: 'Kategorisiz', prompt: 'x', category: '' })).json()
    expect(withDefaultCategory.category).toBe('blog-image')

    expect(await (await api.get(prompt.id)).json()).toMatchObject({ id: prompt.id, name: 'Görsel promptu' })
    const listed = await (await api.list(`?category=${category}`)).json()
    expect(listed.map((p: { id: string }) => p.id)).toEqual([prompt.id])
    expect((await (await api.list()).json()).length).toBeGreaterThanOrEqual(2)

    const updated = await api.update(prompt.id, {
      name: 'Yeni ad',
      description: 'Açıklama',
      prompt: 'New {{page}}',
      category,
      isActive: false,
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      name: 'Yeni ad',
      description: 'Açıklama',
      prompt: 'New {{page}}',
      isActive: false,
      isDefault: false,
    })

    expect((await api.update(MISSING, { name: 'a', prompt: 'b' })).status).toBe(404)
    expect((await api.update('not-a-uuid', { name: 'a', prompt: 'b' })).status).toBe(404)
    expect((await api.get(MISSING)).status).toBe(404)
    expect((await api.setDefault(MISSING)).status).toBe(404)

    const deleted = await api.remove(prompt.id)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ message: 'AI Prompt silindi', id: prompt.id })
    expect(await api.remove(prompt.id).then((r) => r.json())).toEqual({ message: 'Prompt bulunamadı' })
    expect((await api.get(prompt.id)).status).toBe(404)

    expect((await call(itemRoute.action, 'POST', `/api/admin/ai-prompts/${MISSING}`, { params: { id: MISSING } })).status).toBe(405)
    expect((await call(listRoute.action, 'DELETE', '/api/admin/ai-prompts')).status).toBe(405)
    expect(
      (await call(setDefaultRoute.loader, 'GET', `/api/admin/ai-prompts/${MISSING}/set-default`, { params: { id: MISSING } })).status,
    ).toBe(405)
    expect((await call(initializeRoute.loader, 'GET', '/api/admin/ai-prompts/initialize')).status).toBe(405)
  })

  test('without a valid token every endpoint answers 401', async () => {
    const answers = await Promise.all([
      call(listRoute.loader, 'GET', '/api/admin/ai-prompts', { auth: false }),
      call(listRoute.action, 'POST', '/api/admin/ai-prompts', { auth: false, body: { name: 'a', prompt: 'b' } }),
      call(itemRoute.action, 'DELETE', `/api/admin/ai-prompts/${MISSING}`, { auth: false, params: { id: MISSING } }),
      call(setDefaultRoute.action, 'POST', `/api/admin/ai-prompts/${MISSING}/set-default`, { auth: false, params: { id: MISSING } }),
      call(initializeRoute.action, 'POST', '/api/admin/ai-prompts/initialize', { auth: false }),
    ])
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    expect(await prisma.aiPrompt.count({ where: { name: 'a' } })).toBe(0)
  })

  test.each([
    [{ prompt: 'text' }, 'name', 'Ad gereklidir'],
    [{ name: '   ', prompt: 'text' }, 'name', 'Ad gereklidir'],
    [{ name: 'x'.repeat(101), prompt: 'text' }, 'name', 'En fazla 100 karakter'],
    [{ name: 'Ad' }, 'prompt', 'Prompt metni gereklidir'],
    [{ name: 'Ad', prompt: ' \n ' }, 'prompt', 'Prompt metni gereklidir'],
    [{ name: 'Ad', prompt: 'text', category: 'c'.repeat(51) }, 'category', 'En fazla 50 karakter'],
    [
      { name: 'Ad', prompt: 'text', category: 'Blog Image' },
      'category',
      'Kategori yalnızca küçük harf, rakam ve tire içerebilir (ör. blog-image)',
    ],
    [{ name: 'Ad', prompt: 'text', isDefault: 'yes' }, 'isDefault', expect.any(String)],
  ])('invalid %j is refused (400) with the message on %s', async (body, field, message) => {
    const before = await prisma.aiPrompt.count()
    const response = await api.create(body)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.errors[field]).toEqual([message])
    expect(await prisma.aiPrompt.count()).toBe(before)
  })

  test('a body that is not JSON is refused', async () => {
    const request = new Request('http://localhost/api/admin/ai-prompts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: 'name=x',
    })
    expect(((await listRoute.action({ request, params: {}, context: {} } as never)) as Response).status).toBe(415)
  })
})

describe('one default per category', () => {
  test('set-default, create as default and update as default each leave exactly one', async () => {
    const category = uniqueCategory()
    const [a, b] = await Promise.all(
      ['A', 'B'].map(async (name) => (await api.create({ name, prompt: name, category, isDefault: name === 'A' })).json()),
    )
    expect(await defaultsOf(category)).toEqual(['A'])

    const answer = await api.setDefault(b.id)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ message: 'Varsayılan prompt ayarlandı', prompt: { id: b.id, isDefault: true } })
    expect(await defaultsOf(category)).toEqual(['B'])

    await api.create({ name: 'C', prompt: 'C', category, isDefault: true })
    expect(await defaultsOf(category)).toEqual(['C'])

    await api.update(a.id, { name: 'A', prompt: 'A', category, isDefault: true })
    expect(await defaultsOf(category)).toEqual(['A'])

    // Moving the default to another category takes that category's default; this one has none left.
    const other = uniqueCategory()
    await api.create({ name: 'D', prompt: 'D', category: other, isDefault: true })
    await api.update(a.id, { name: 'A', prompt: 'A', category: other, isDefault: true })
    expect(await defaultsOf(other)).toEqual(['A'])
    expect(await defaultsOf(category)).toEqual([])

    // Other categories are never touched.
    const untouched = await prisma.aiPrompt.count({ where: { category: { notIn: [category, other] }, isDefault: true } })
    await api.setDefault(b.id)
    expect(await prisma.aiPrompt.count({ where: { category: { notIn: [category, other] }, isDefault: true } })).toBe(untouched)
  })

  test('concurrent set-default, create and update calls still leave exactly one default', async () => {
    const category = uniqueCategory()
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        prompts.createAiPrompt({ name: `P${i}`, prompt: 'x', category, description: null, isActive: true, isDefault: false }),
      ),
    )
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        ...created.map((p) => prompts.setDefaultAiPrompt(p.id)),
        prompts.createAiPrompt({ name: `New ${round}`, prompt: 'x', category, description: null, isActive: true, isDefault: true }),
        prompts.updateAiPrompt(created[round].id, {
          name: `P${round}`,
          prompt: 'y',
          category,
          description: null,
          isActive: true,
          isDefault: true,
        }),
      ])
      expect(await defaultsOf(category)).toHaveLength(1)
    }
  })
})

describe('the ready-made prompts', () => {
  test('initialize adds the 6 once; twice, or five times at once, still 6 rows with one default per category', async () => {
    await prisma.aiPrompt.deleteMany()
    const first = await api.initialize()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ message: '6 adet doğal prompt başarıyla eklendi.', created: 6 })
    expect(await (await api.initialize()).json()).toMatchObject({ created: 0 })
    expect(await prisma.aiPrompt.count()).toBe(6)

    await prisma.aiPrompt.deleteMany()
    const results = await Promise.all(Array.from({ length: 5 }, () => prompts.initializeAiPrompts()))
    expect(results.map((r) => r.created).sort()).toEqual([0, 0, 0, 0, 6])
    const rows = await prisma.aiPrompt.findMany({ select: { name: true, category: true, isDefault: true, isActive: true } })
    expect(rows.map((r) => r.name).sort()).toEqual(seedAiPrompts.map((s) => s.name).sort())
    const defaults = rows
      .filter((r) => r.isDefault)
      .map((r) => r.category)
      .sort()
    expect(defaults).toEqual(['blog-image', 'blog-topics', 'blog-writing', 'content-optimization', 'market-research'])
    expect(rows.every((r) => r.isActive)).toBe(true)
  })

  test('only missing prompts are added; a category that has a default keeps it', async () => {
    await prisma.aiPrompt.deleteMany()
    await prompts.initializeAiPrompts()
    const imageSeed = seedAiPrompts.find((s) => s.category === 'blog-image')!
    await prisma.aiPrompt.deleteMany({ where: { name: imageSeed.name } })
    const own = await prompts.createAiPrompt({
      name: 'Kendi görsel promptum',
      prompt: '{{title}}',
      category: 'blog-image',
      description: null,
      isActive: true,
      isDefault: true,
    })
    expect(await prompts.initializeAiPrompts()).toEqual({ message: '1 adet doğal prompt başarıyla eklendi.', created: 1 })
    expect(await defaultsOf('blog-image')).toEqual([own.name])
    expect(await prisma.aiPrompt.count()).toBe(7)
  })
})

describe('the admin page action', () => {
  /** The page's action with a form post (the admin layout's guard is not part of this call). */
  const post = (fields: Record<string, string>, query = '') =>
    page.action({
      request: new Request(`http://localhost/admin/ai-prompts${query}`, { method: 'POST', body: new URLSearchParams(fields) }),
      params: {},
      context: {},
    } as never) as Promise<unknown>

  test('invalid input comes back (400) with the messages for that form; valid input redirects with the notice', async () => {
    const category = uniqueCategory()
    const invalid = (await post({ intent: 'create', name: '', prompt: 'text', category })) as {
      data: { formId: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
      init: { status: number }
    }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.formId).toBe('prompt-new')
    expect(invalid.data.result.error.name).toEqual(['Ad gereklidir'])
    expect(invalid.data.result.initialValue).toMatchObject({ prompt: 'text', category })

    const created = (await post(
      { intent: 'create', name: 'HTML', prompt: 'text', category, isActive: 'on' },
      '?category=blog-image',
    )) as Response
    expect(created.status).toBe(302)
    // A filtered list follows the new prompt to its category.
    expect(created.headers.get('Location')).toBe(`/admin/ai-prompts?category=${category}`)
    expect(created.headers.get('Set-Cookie')).toMatch(/^toast=/)
    const row = await prisma.aiPrompt.findFirstOrThrow({ where: { category }, select: { id: true, isActive: true, isDefault: true } })
    expect(row).toMatchObject({ isActive: true, isDefault: false })

    const setDefault = (await post({ intent: 'set-default', id: row.id }, `?category=${category}`)) as Response
    expect(setDefault.headers.get('Location')).toBe(`/admin/ai-prompts?category=${category}`)
    expect(await defaultsOf(category)).toEqual(['HTML'])
    // An unchecked box is off: saving the edit form without it makes the prompt passive.
    await post({ intent: 'update', id: row.id, name: 'HTML', prompt: 'text', category })
    expect(await prisma.aiPrompt.findUniqueOrThrow({ where: { id: row.id }, select: { isActive: true, isDefault: true } })).toEqual({
      isActive: false,
      isDefault: false,
    })
    await post({ intent: 'delete', id: row.id })
    expect(await prisma.aiPrompt.count({ where: { id: row.id } })).toBe(0)
  })
})

describe('the AI usage summary', () => {
  test("counts this month's calls (Istanbul time), failures and tokens; lists the last 10 calls", async () => {
    await prisma.aiCall.deleteMany()
    const now = new Date('2026-11-15T12:00:00Z')
    // Blog articles of 100 prompt and 50 completion tokens unless said otherwise.
    const calls = [
      { createdAt: '2026-10-31T21:30:00Z' }, // 1 Nov 00:30 in Istanbul: this month
      { createdAt: '2026-10-31T20:30:00Z', promptTokens: 9999 }, // 31 Oct 23:30 in Istanbul: last month
      { createdAt: '2026-11-10T08:00:00Z', promptTokens: 300, completionTokens: 700 },
      {
        createdAt: '2026-11-14T08:00:00Z',
        outcome: 'error',
        promptTokens: null,
        completionTokens: null,
        error: 'AI servisi zamanında yanıt vermedi (zaman aşımı).',
      },
      { createdAt: '2026-11-30T20:59:00Z', promptTokens: 1, completionTokens: 2 }, // 30 Nov 23:59 in Istanbul: this month
      { createdAt: '2026-11-30T21:00:00Z', promptTokens: 8888 }, // 1 Dec in Istanbul: next month
      ...Array.from({ length: 8 }, (_, i) => ({ createdAt: `2026-09-0${i + 1}T10:00:00Z` })),
    ]
    for (const call of calls) await createAiCall(prisma, { ...call, createdAt: new Date(call.createdAt) })
    const summary = await usage.aiUsageSummary(now)
    expect(summary).toMatchObject({ month: 'Kasım 2026', calls: 4, failed: 1, promptTokens: 401, completionTokens: 752 })
    expect(summary.recent).toHaveLength(10)
    expect(summary.recent[0].createdAt.toISOString()).toBe('2026-11-30T21:00:00.000Z')
    expect(summary.recent.find((r) => r.outcome === 'error')?.error).toBe('AI servisi zamanında yanıt vermedi (zaman aşımı).')
  })
})
