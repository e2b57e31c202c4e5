/**
 * The page-content editor over HTTP against the production build: closed to visitors, refusing
 * cross-site posts, bounded (over-long texts, lists past their maximum, huge row indexes, forged
 * intents get a 400 with the Turkish message, never a 500), and stored markup staying inert on
 * the public pages.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeEntities, expectNoActiveMarkup, scriptsOf } from '../support/inert-html'
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

/** A page's form as the editor posts it: every stored field, with `extra` replacing or adding fields. */
async function editorForm(key: string, extra: [string, string][] = []): Promise<[string, string][]> {
  const page = await send(server, { path: `/admin/content/${key}`, headers: { Cookie: cookie } })
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

const faqForm = (extra: [string, string][] = []) => editorForm('faq', extra)

const post = (fields: [string, string][], headers: Record<string, string> = {}, key = 'faq') =>
  send(server, {
    method: 'POST',
    path: `/admin/content/${key}`,
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

  test('the content API answers 401 without a session, and refuses a cookie-carried write from another site', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/content'],
      ['GET', '/api/admin/content/faq'],
      ['PUT', '/api/admin/content/faq'],
    ] as const) {
      const answer = await send(server, {
        method,
        path,
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: method === 'PUT' ? JSON.stringify({ baseVersion: 0, document: {}, publish: true }) : undefined,
      })
      expect(answer.status, `${method} ${path}`).toBe(401)
    }
    const crossSite = await send(server, {
      method: 'PUT',
      path: '/api/admin/content/faq',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: 'https://evil.example' },
      body: JSON.stringify({ baseVersion: 0, document: {}, publish: true }),
    })
    expect(crossSite.status).toBe(403)
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

describe('long texts', () => {
  test('the editor posts multipart: three languages of long answers pass the 64 kB limit of other forms, and are saved', async () => {
    const long = (letter: string) => `${letter.repeat(1_900)} ${Date.now()}`
    const fields = await faqForm([
      ['intent', 'save'],
      ...Array.from({ length: 10 }, (_, i): [string, string][] => [
        [`items[${i}].answer.tr`, long('ş')],
        [`items[${i}].answer.en`, long('e')],
        [`items[${i}].answer.de`, long('ü')],
      ]).flat(),
    ])
    const boundary = `----content${Date.now()}`
    const body = `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`
    expect(Buffer.byteLength(body)).toBeGreaterThan(100 * 1024)
    const saved = await send(server, {
      method: 'POST',
      path: '/admin/content/faq',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie, Origin: server.url },
      body,
    })
    expect(saved.status, saved.text.slice(0, 300)).toBe(302)
    const { draft } = (await storedFaq()) as { draft: { items: { answer: { de: string } }[] } }
    expect(draft.items[9].answer.de).toMatch(/^ü{1900} /)
    await post([
      ['intent', 'discard'],
      ['version', String((await db.query(`SELECT version FROM "ContentEntry" WHERE key = 'faq'`)).rows[0].version)],
    ])
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

describe('stored markup in the site settings stays inert', () => {
  test('in the company’s name, address, identity, working hours, price basis and footer: text on every page and in the structured data', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>'
    const fields: [string, string][] = [
      ['intent', 'publish'],
      ['company.name', `İncir ${payload}`],
      ['company.address', `Köşk ${payload}`],
      ['legal.responsiblePerson', payload],
      ['legal.taxOffice', '"><svg onload=alert(1)>'],
      ['bank.bank', payload],
      ['hours.lines[0].text.tr', payload],
      ['prices.basis.en', `FOB ${payload} [x](javascript:alert(1))`],
      ['footer.about.de', `${payload} [x](javascript:alert(1))`],
    ]
    const published = await post(await editorForm('settings', fields), {}, 'settings')
    expect(published.status, published.text.slice(0, 500)).toBe(302)
    const product = (await db.query<{ slug: string }>(`SELECT slug FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 1`)).rows[0]!
    for (const path of ['/', '/contact', '/en/contact', '/de/seller', `/en/products/${product.slug}`, '/de']) {
      const page = await send(server, { path })
      expect(page.status, path).toBe(200)
      expect(page.text, path).not.toContain('<script>alert(1)')
      expect(page.text, path).not.toContain('<img src=x')
      expect(page.text, path).not.toContain('<svg onload')
      // The contact page's one frame is the map, on an allowed map's address.
      const frames = [...page.text.matchAll(/<iframe\b[^>]*\bsrc="([^"]*)"/g)].map((match) => decodeEntities(match[1]!))
      for (const src of frames) expect(src, path).toMatch(/^https:\/\/(www\.google\.com|maps\.google\.com|www\.openstreetmap\.org)\//)
      const body = page.text
        .slice(page.text.indexOf('<body'))
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/<iframe\b[^>]*>/g, '')
      expectNoActiveMarkup(body, path)
      // In the page's scripts (its data, the structured data) the texts stay data: nothing closes a script early.
      for (const script of scriptsOf(page.text)) expect(script.body, path).not.toMatch(/<\/?script/i)
    }
    // The organisation's structured data names the company as written.
    const home = await send(server, { path: '/' })
    const organisation = scriptsOf(home.text)
      .filter((script) => script.attributes.includes('application/ld+json'))
      .map((script) => JSON.parse(script.body))
      .find((data) => data['@type'] === 'Organization')
    expect(JSON.stringify(organisation)).toContain(JSON.stringify(`Köşk ${payload}`).slice(1, -1))
    // A spec sheet draws the texts as text: the PDF carries no script, launch or form action.
    const sheet = await send(server, { path: `/en/products/${product.slug}/spec-sheet.pdf` })
    expect(sheet.status).toBe(200)
    const bytes = sheet.body.toString('latin1')
    expect(bytes).not.toMatch(/\/(JavaScript|JS|Launch|SubmitForm|ImportData|RichMedia)\b/)
    for (const [, uri] of bytes.matchAll(/\/URI\s*\(([^)]*)\)/g)) expect(uri).toMatch(/^(https?:|mailto:|tel:)/)
    const { pdfText } = await import('../support/pdf-text')
    const text = await pdfText(new Uint8Array(sheet.body))
    expect(text).toContain('<script>alert(1)</script>')
  })
})

describe('preview links', () => {
  test('the admin sees the draft, never cached and never indexed; without the session, forged or for another page it is a 404', async () => {
    const saved = await post(
      await editorForm('about', [
        ['intent', 'save'],
        ['story.title.en', 'Our draft story'],
      ]),
      {},
      'about',
    )
    expect(saved.status, saved.text.slice(0, 300)).toBe(302)
    const editor = await send(server, { path: '/admin/content/about', headers: { Cookie: cookie } })
    const href = decode(/href="(\/en\/about\?preview=[^"]+)"/.exec(editor.text)?.[1] ?? '')
    expect(href).toMatch(/^\/en\/about\?preview=/)

    for (let i = 0; i < 2; i++) {
      const shown = await send(server, { path: href, headers: { Cookie: cookie } })
      expect(shown.status).toBe(200)
      expect(shown.text).toContain('Our draft story')
      expect(shown.text).toMatch(/<meta name="robots" content="noindex, nofollow"/)
      expect(shown.headers['cache-control']).toMatch(/no-store/)
      expect(shown.headers['x-cache']).not.toBe('hit')
    }
    const token = new URL(href, server.url).searchParams.get('preview')!
    for (const [what, path, headers] of [
      ['no session', href, {}],
      ['forged', `/en/about?preview=${token.slice(0, -4)}AAAA`, { Cookie: cookie }],
      ['another page', `/en/faq?preview=${token}`, { Cookie: cookie }],
      ['garbage', '/en/about?preview=%3Cscript%3Ealert(1)%3C/script%3E', { Cookie: cookie }],
    ] as const) {
      const answer = await send(server, { path, headers })
      expect(answer.status, what).toBe(404)
      expect(answer.text, what).not.toContain('Our draft story')
    }
    // The public page stays as published, from the cache or not.
    for (let i = 0; i < 2; i++) expect((await send(server, { path: '/en/about' })).text).not.toContain('Our draft story')
  })
})

describe('scheduled publication with two servers on one database', () => {
  test('goes live on both within a minute of its time, and is published once', { timeout: 120_000 }, async () => {
    const second = await startServer({ E2E_DATABASE_URL: server.databaseUrl })
    try {
      const text = `Scheduled story ${Date.now()}`
      // Scheduled through the editor for an hour ahead, then its time is moved to two seconds from now.
      const inAnHour = new Date(Date.now() + 3_600_000)
      const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }).format(
        inAnHour,
      )
      const saved = await post(
        await editorForm('about', [
          ['intent', 'schedule'],
          ['publishAt', local.replace(' ', 'T')],
          ['story.title.en', text],
        ]),
        {},
        'about',
      )
      expect(saved.status, saved.text.slice(0, 300)).toBe(302)
      const { rows } = await db.query<{ publishAt: Date }>(`SELECT "publishAt" FROM "ContentEntry" WHERE key = 'about'`)
      expect(Math.abs(rows[0].publishAt.getTime() - inAnHour.getTime())).toBeLessThan(60_000)
      const revisions = async () => Number((await db.query(`SELECT count(*) FROM "ContentRevision" WHERE key = 'about'`)).rows[0].count)
      const before = await revisions()
      await db.query(`UPDATE "ContentEntry" SET "publishAt" = now() + interval '2 seconds' WHERE key = 'about'`)
      const due = Date.now() + 2_000

      const seen = new Map<number, number>()
      while (seen.size < 2 && Date.now() < due + 60_000) {
        for (const target of [server, second]) {
          if (seen.has(target.port)) continue
          const page = await send(target, { path: '/en/about' })
          if (page.text.includes(text)) seen.set(target.port, Date.now())
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(seen.size, 'both servers show the scheduled text').toBe(2)
      for (const at of seen.values()) expect(at - due).toBeLessThan(60_000)
      expect(await revisions()).toBe(before + 1)
      const entry = (await db.query(`SELECT "publishAt", draft FROM "ContentEntry" WHERE key = 'about'`)).rows[0]
      expect(entry).toEqual({ publishAt: null, draft: null })
    } finally {
      await second.stop()
    }
  })
})
