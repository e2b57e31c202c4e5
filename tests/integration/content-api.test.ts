/**
 * /api/admin/content called in-process with a bearer token: the same validation and writes as the
 * admin form, a 409 with what is stored for a stale write, and nothing without a session.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { initialDocument } from '~/features/content/content-document'
import { contentKeys, contentPages } from '~/features/content/pages'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin } from '../support/factories'

let prisma: PrismaClient
let token: string
type RouteModule = { loader?: (args: never) => Promise<Response>; action?: (args: never) => Promise<Response> }
let listRoute: RouteModule
let itemRoute: RouteModule

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  listRoute = await import('~/routes/api/admin/content')
  itemRoute = await import('~/routes/api/admin/content-item')
  const { createAdminSession } = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  ;({ token } = await createAdminSession(admin.id))
})

type Json = Record<string, unknown> & { errors?: Record<string, string[]> }

async function call(route: RouteModule, method: string, { key, body, auth = true }: { key?: string; body?: unknown; auth?: boolean } = {}) {
  const headers = new Headers()
  if (auth) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`http://localhost/api/admin/content${key ? `/${key}` : ''}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const handler = method === 'GET' ? route.loader! : route.action!
  try {
    const response = await handler({ request, params: { key }, context: {} } as never)
    return { status: response.status, json: (await response.json()) as Json }
  } catch (thrown) {
    // requireAdminApi throws its 401 answer.
    if (thrown instanceof Response) return { status: thrown.status, json: (await thrown.json()) as Json }
    throw thrown
  }
}

describe('the content API', () => {
  test('anonymous calls get a 401 and change nothing', async () => {
    expect((await call(listRoute, 'GET', { auth: false })).status).toBe(401)
    expect((await call(itemRoute, 'GET', { key: 'faq', auth: false })).status).toBe(401)
    const put = await call(itemRoute, 'PUT', {
      key: 'faq',
      auth: false,
      body: { baseVersion: 0, document: initialDocument(contentPages.faq) },
    })
    expect(put.status).toBe(401)
    expect(await prisma.contentEntry.count()).toBe(0)
  })

  test('lists the pages and reads one with its fields; an unknown page is a 404, another method a 405', async () => {
    const list = await call(listRoute, 'GET')
    expect(list.status).toBe(200)
    expect((list.json as unknown as { key: string }[]).map((page) => page.key)).toEqual(contentKeys)
    const faq = await call(itemRoute, 'GET', { key: 'faq' })
    expect(faq.status).toBe(200)
    expect(faq.json).toMatchObject({
      label: 'Sıkça Sorulan Sorular',
      version: 0,
      draft: null,
      fields: { items: { kind: 'list', max: 50 } },
    })
    expect((await call(itemRoute, 'GET', { key: 'nope' })).status).toBe(404)
    const remove = await call(itemRoute, 'DELETE', { key: 'faq' })
    expect(remove.status).toBe(405)
  })

  test('validates as the form does: Turkish required, bounds, list maximum, a schedule ahead', async () => {
    const document = structuredClone(initialDocument(contentPages.faq)) as {
      items: Record<string, unknown>[]
      contactTitle: Record<string, string>
    }
    document.items[0] = { ...document.items[0], question: { tr: '', en: 'x'.repeat(301), de: '' } }
    const invalid = await call(itemRoute, 'PUT', { key: 'faq', body: { baseVersion: 0, document } })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toMatchObject({
      'document.items.0.question.tr': ['Türkçe metin gereklidir'],
      'document.items.0.question.en': ['En fazla 300 karakter'],
    })
    const tooMany = {
      ...initialDocument(contentPages.faq),
      items: Array.from({ length: 51 }, () => initialDocument(contentPages.faq).items[0]),
    }
    const long = await call(itemRoute, 'PUT', { key: 'faq', body: { baseVersion: 0, document: tooMany } })
    expect(long.status).toBe(400)
    expect(long.json.errors?.['document.items']).toEqual(['En fazla 50 soru eklenebilir'])
    const past = await call(itemRoute, 'PUT', {
      key: 'faq',
      body: { baseVersion: 0, document: initialDocument(contentPages.faq), publishAt: '2020-01-01T10:00:00+03:00' },
    })
    expect(past.status).toBe(400)
    expect(past.json.errors?.publishAt?.[0]).toMatch(/gelecekte olmalıdır/)
    const noVersion = await call(itemRoute, 'PUT', { key: 'faq', body: { document: initialDocument(contentPages.faq) } })
    expect(noVersion.status).toBe(400)
    expect(await prisma.contentEntry.count()).toBe(0)
  })

  test('publishes, and a write based on an older version is a 409 with what is stored now', async () => {
    const document = structuredClone(initialDocument(contentPages.faq))
    document.contactTitle.de = 'Noch Fragen?'
    const published = await call(itemRoute, 'PUT', { key: 'faq', body: { baseVersion: 0, document, publish: true } })
    expect(published.status).toBe(200)
    expect(published.json).toMatchObject({ version: 1, revision: 2, draft: null, published: { contactTitle: { de: 'Noch Fragen?' } } })
    const stale = await call(itemRoute, 'PUT', { key: 'faq', body: { baseVersion: 0, document: initialDocument(contentPages.faq) } })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ conflict: { version: 1, document: { contactTitle: { de: 'Noch Fragen?' } } } })
    const scheduled = await call(itemRoute, 'PUT', {
      key: 'faq',
      body: { baseVersion: 1, document: initialDocument(contentPages.faq), publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    })
    expect(scheduled.status).toBe(200)
    expect(scheduled.json).toMatchObject({ version: 2, scheduled: { by: expect.stringContaining('@') } })
  })
})
