/**
 * The page-content editor over HTTP against the production build: closed to visitors, refusing
 * cross-site posts, bounded (over-long texts, lists past their maximum, huge row indexes, forged
 * intents get a 400 with the Turkish message, never a 500), and stored markup staying inert on
 * the public pages.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectNoActiveMarkup, scriptsOf } from '../support/inert-html'
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

/** The FAQ form as the editor posts it: every stored question, then `extra` (a field may appear again to replace one). */
async function faqForm(extra: [string, string][] = []): Promise<[string, string][]> {
  const page = await send(server, { path: '/admin/content/faq', headers: { Cookie: cookie } })
  expect(page.status).toBe(200)
  const fields: [string, string][] = []
  for (const [tag] of page.text.matchAll(/<(?:input|textarea)\b[^>]*>(?:[^<]*<\/textarea>)?/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1]
    if (!name || name.startsWith('__')) continue
    const value = tag.startsWith('<textarea') ? /^<textarea\b[^>]*>([^<]*)/.exec(tag)![1] : (/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')
    fields.push([name, decode(value)])
  }
  const replaced = new Set(extra.map(([name]) => name))
  return [...fields.filter(([name]) => !replaced.has(name)), ...extra]
}

const decode = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

const post = (fields: [string, string][], headers: Record<string, string> = {}) =>
  send(server, {
    method: 'POST',
    path: '/admin/content/faq',
    headers: { ...FORM, Cookie: cookie, Origin: server.url, ...headers },
    body: formBody(fields),
  })

const storedFaq = async () =>
  (await db.query<{ published: unknown; draft: unknown }>(`SELECT published, draft FROM "ContentEntry" WHERE key = 'faq'`)).rows[0]

describe('the content editor is the admin’s only', () => {
  test('without a session the pages redirect to the login and a post stores nothing', async () => {
    for (const path of ['/admin/content', '/admin/content/faq', '/admin/content/about']) {
      const answer = await send(server, { path })
      expect(answer.status, path).toBe(302)
      expect(answer.headers.location).toMatch(/^\/admin\/login/)
    }
    const anonymous = await send(server, {
      method: 'POST',
      path: '/admin/content/faq',
      headers: { ...FORM, Origin: server.url },
      body: formBody([['items[0].question.tr', 'Kimse']]),
    })
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(500)
    expect(await storedFaq()).toBeUndefined()
  })

  test('a post from another site, or with Origin null, is refused before anything is read', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await post(await faqForm([['intent', 'publish']]), { Origin: origin })
      expect(answer.status, origin).toBe(403)
    }
    expect(await storedFaq()).toBeUndefined()
  })

  test('an unknown page is a 404 in Turkish', async () => {
    const answer = await send(server, { path: '/admin/content/nope', headers: { Cookie: cookie } })
    expect(answer.status).toBe(404)
    expect(answer.text).toContain('Böyle bir içerik sayfası yok.')
  })
})

describe('bounds: a 400 with the message at the field, the input kept', () => {
  test('an over-long text and a missing Turkish one', async () => {
    const answer = await post(
      await faqForm([
        ['intent', 'save'],
        ['items[0].question.tr', ''],
        ['items[1].question.en', 'x'.repeat(301)],
        ['items[2].answer.de', `Kept ${'ü'.repeat(10)}`],
      ]),
    )
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('Türkçe metin gereklidir')
    expect(answer.text).toContain('En fazla 300 karakter')
    expect(answer.text).toContain(`Kept ${'ü'.repeat(10)}`)
    expect(await storedFaq()).toBeUndefined()
  })

  test('rows past the list’s maximum are never read; a full list refuses another row with its message', async () => {
    const rows: [string, string][] = []
    for (let i = 0; i < 50; i++) rows.push([`items[${i}].question.tr`, `Soru ${i}`], [`items[${i}].answer.tr`, `Cevap ${i}`])
    const huge = await post([...rows, ['items[60].question.tr', 'over'], ['items[999999999].question.tr', 'huge'], ['intent', 'save']])
    // The request front refuses an index beyond the admin forms' bound outright; below it, the form keeps 50 rows.
    expect([200, 302, 400, 413]).toContain(huge.status)
    const full = await post([...rows, ['__intent__', JSON.stringify({ type: 'insert', payload: { name: 'items' } })]])
    expect(full.status).toBe(400)
    expect(full.text).toContain('En fazla 50 soru eklenebilir')
    expect(full.text).not.toContain('name="items[50].question.tr"')
  })

  test('intents no button sends are refused: malformed JSON, another field, a position out of range', async () => {
    const form = await faqForm()
    for (const value of [
      '{"type":"insert"',
      JSON.stringify({ type: 'update', payload: { name: 'items[0].question.tr', value: '<script>' } }),
      JSON.stringify({ type: 'insert', payload: { name: 'contactTitle' } }),
      JSON.stringify({ type: 'remove', payload: { name: 'items', index: 60 } }),
      JSON.stringify({ type: 'reorder', payload: { name: 'items', from: 0, to: 99 } }),
    ]) {
      const answer = await post([...form, ['__intent__', value]])
      expect(answer.status, value).toBe(400)
      // A malformed one is already refused by the request front, the rest by the form.
      expect(answer.text).toMatch(/Bu işlem yapılamadı|İsteğin içeriği okunamadı/)
    }
  })

  test('NUL and control characters are refused with a message, a malformed version is a conflict, never a 500', async () => {
    const control = await post(
      await faqForm([
        ['intent', 'save'],
        ['contactTitle.en', 'a\u0000b\u0007'],
      ]),
    )
    expect(control.status).toBe(400)
    expect(control.text).toContain('Kontrol karakterleri')
    const badVersion = await post(
      await faqForm([
        ['intent', 'save'],
        ['version', '99999999999999999999'],
      ]),
    )
    expect(badVersion.status).toBe(409)
    expect(badVersion.text).toContain('başka bir yönetici tarafından kaydedildi')
  })
})

describe('stored markup stays inert', () => {
  test('script, handlers and script links in every text of the FAQ are shown as text on the page and in its structured data', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) </script><script>alert(2)</script>'
    const published = await post(
      await faqForm([
        ['intent', 'publish'],
        ['items[0].question.tr', payload],
        ['items[0].answer.tr', payload],
        ['items[0].answer.en', ''],
        ['items[0].answer.de', ''],
        ['items[0].question.en', payload],
        ['items[0].question.de', payload],
        ['contactTitle.tr', payload],
      ]),
    )
    expect(published.status, published.text.slice(0, 500)).toBe(302)
    for (const path of ['/faq', '/en/faq', '/de/faq']) {
      const page = await send(server, { path })
      expect(page.status).toBe(200)
      const main = page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>'))
      expectNoActiveMarkup(main.replace(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g, ''), path)
      // In the page's scripts (its data, the structured data) the texts stay data: nothing closes a script early.
      for (const script of scriptsOf(page.text)) expect(script.body).not.toMatch(/<\/?script/i)
      const faq = scriptsOf(page.text)
        .filter((script) => script.attributes.includes('application/ld+json'))
        .map((script) => JSON.parse(script.body))
        .find((data) => data['@type'] === 'FAQPage')
      expect(faq.mainEntity[0].name).toBe(payload)
    }
  })
})
