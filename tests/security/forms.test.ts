/**
 * The public lead forms (quote, trial package, contact) in HTML and JSON, attacked as a stranger
 * would: form pages the same for every visitor (the timer is a cookie), bounded lists and rows,
 * the same spam checks for both (honeypot, a signed form timer that must be present), a post
 * repeated by one visitor stored once, a confirmation mail that cannot carry a stranger's text or links and
 * goes out at most once an hour per address, control characters refused with a message in the
 * visitor's language, and single-line fields that cannot forge lines of the sales notification.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../support/smtp-server'
import { connectDatabase } from './support/database'
import { FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let smtp: TestSmtp
let db: pg.Client

/** Guards handed out at start-up: by the time a test posts them, the fill time has passed. */
const jsonGuards: { formStartedAt: string; submissionKey: string }[] = []
/** Visitors (their `form_started` cookie) whose first page was served at start-up: the fill time has passed. */
const visitors: string[] = []
const FILL_MS = 3000

let ipCounter = 0
/** A visitor address of its own for each post, so the per-IP form limit never interferes. */
const nextIp = () => `198.51.100.${++ipCounter}`

/** The `form_started` cookie (name=value) an answer sets, or null. */
function timerCookieOf(response: RawResponse): string | null {
  const header = (response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('form_started='))
  return header ? header.split(';')[0]! : null
}

/** A page view of a visitor without cookies: its answer and the timer cookie it started. */
async function firstVisit(path: string): Promise<{ response: RawResponse; cookie: string }> {
  const response = await send(server, { path })
  expect(response.status, path).toBe(200)
  return { response, cookie: timerCookieOf(response) ?? expect.fail(`no form_started cookie from ${path}`) }
}

/** A guard for a JSON post (none when the server hands out none: the first test then fails). */
const takeJsonGuard = () => jsonGuards.pop() ?? {}
const takeVisitor = () => visitors.pop() ?? expect.fail('visitor pool empty')

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(server, { method: 'POST', path, headers: { ...JSON_TYPE, 'X-Forwarded-For': nextIp(), ...headers }, body: JSON.stringify(body) })

/** An HTML form post, as the visitor with the `cookie` (their timer) when given. */
const postForm = (path: string, fields: [string, string][], cookie?: string) =>
  send(server, {
    method: 'POST',
    path,
    headers: { ...FORM, Origin: server.url, 'X-Forwarded-For': nextIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body: formBody(fields),
  })

async function leadById(id: string) {
  const { rows } = await db.query('SELECT * FROM "Lead" WHERE id = $1', [id])
  return rows[0]
}
/** The leads whose e-mail is `email` (each test's own address), oldest first. */
async function leadsByEmail(email: string) {
  const { rows } = await db.query('SELECT * FROM "Lead" WHERE email = $1 ORDER BY "createdAt"', [email])
  return rows
}

async function mailsFor(predicate: (mail: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = smtp.messages.filter(predicate)
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((r) => setTimeout(r, 100))
  }
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
/** The HTML React rendered for a text: &, <, >, " escaped (and ' as &#x27;). */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')
const count = (html: string, needle: string) => html.split(needle).length - 1

beforeAll(async () => {
  smtp = await startTestSmtp()
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SALES_EMAILS: 'sales@figs.example' })
  db = await connectDatabase(server)
  for (let i = 0; i < 16; i++) {
    const response = await send(server, { path: '/api/form-guard' })
    if (response.status === 200) jsonGuards.push(JSON.parse(response.text))
  }
  for (const path of [
    '/en/contact',
    '/de/contact',
    '/contact',
    '/en/rfq',
    '/en/rfq',
    '/en/trial-package',
    '/trial-package',
    '/de/rfq',
    '/rfq',
    '/de/trial-package',
  ]) {
    const cookie = timerCookieOf(await send(server, { path }))
    if (cookie) visitors.push(cookie)
  }
  await new Promise((r) => setTimeout(r, FILL_MS + 200))
})

afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

describe('spam checks: the same for HTML and JSON posts', () => {
  test('GET /api/form-guard hands JSON clients a signed timer and a submission key, never cached', async () => {
    const response = await send(server, { path: '/api/form-guard' })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toMatch(/no-store/)
    const body = JSON.parse(response.text)
    expect(body).toEqual({
      formStartedAt: expect.stringMatching(/^\d+\.[\w-]{16}\.[\w-]+$/),
      submissionKey: expect.stringMatching(/^[\w-]{8,100}$/),
    })
  })

  test('a timer token counts for one lead: the same one sent with five messages stores one genuine lead, four as spam', async () => {
    const { formStartedAt } = takeJsonGuard() as { formStartedAt: string }
    const email = `${unique('reused')}@example.com`
    const ids: string[] = []
    for (let i = 1; i <= 5; i++) {
      const answer = await postJson('/api/contact', {
        locale: 'en',
        name: `Reused ${i}`,
        email,
        subject: 'Figs',
        message: `Message number ${i} with one token.`,
        formStartedAt,
        submissionKey: unique('reused'),
      })
      expect(answer.status).toBe(201)
      ids.push(JSON.parse(answer.text).id)
    }
    expect(new Set(ids).size).toBe(5)
    const stored = await Promise.all(ids.map(leadById))
    expect(stored.map((lead) => [lead.status, lead.spamReason])).toEqual([
      ['new', null],
      ['spam', 'reused-timer'],
      ['spam', 'reused-timer'],
      ['spam', 'reused-timer'],
      ['spam', 'reused-timer'],
    ])
  })

  test("a submission key is the sending client's: the same key from another address stores that client's own lead", async () => {
    const key = unique('known-key')
    const message = (who: string) => ({
      locale: 'en',
      name: who,
      email: `${unique(who)}@example.com`,
      subject: 'Figs',
      message: `Sent by ${who}.`,
    })
    const first = await postJson(
      '/api/contact',
      { ...message('first'), ...takeJsonGuard(), submissionKey: key },
      { 'X-Forwarded-For': '192.0.2.10' },
    )
    // A retry from the first client: the same lead.
    const retry = await postJson(
      '/api/contact',
      { ...message('first'), ...takeJsonGuard(), submissionKey: key },
      { 'X-Forwarded-For': '192.0.2.10' },
    )
    const stranger = await postJson(
      '/api/contact',
      { ...message('stranger'), ...takeJsonGuard(), submissionKey: key },
      { 'X-Forwarded-For': '192.0.2.99' },
    )
    expect([first.status, retry.status, stranger.status]).toEqual([201, 200, 201])
    const [firstId, retryId, strangerId] = [first, retry, stranger].map((answer) => JSON.parse(answer.text).id as string)
    expect(retryId).toBe(firstId)
    expect(strangerId).not.toBe(firstId)
    expect(await leadById(strangerId)).toMatchObject({ name: 'stranger', message: 'Sent by stranger.' })
    expect(await leadById(firstId)).toMatchObject({ name: 'first', message: 'Sent by first.' })
  })

  test('a JSON quote with the honeypot filled is stored as spam, answered as success, and mails nobody', async () => {
    const spamTarget = `${unique('spam')}@example.com`
    const spam = await postJson('/api/rfq', {
      locale: 'en',
      name: 'Bot',
      phone: '+90 532 000 00 00',
      productId: 'any',
      email: spamTarget,
      website: 'http://spam.example',
      ...takeJsonGuard(),
    })
    expect(spam.status).toBe(201)
    expect(await leadById(JSON.parse(spam.text).id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' })

    // A real request afterwards: once its confirmation is out, the outbox has passed the spam lead.
    const honest = `${unique('honest')}@example.com`
    const real = await postJson('/api/rfq', {
      locale: 'en',
      name: 'Anna',
      phone: '+90 532 000 00 00',
      productId: 'any',
      email: honest,
      ...takeJsonGuard(),
    })
    expect(real.status).toBe(201)
    expect(await leadById(JSON.parse(real.text).id)).toMatchObject({ status: 'new', spamReason: null })
    expect(await mailsFor((m) => m.to.includes(honest))).toHaveLength(1)
    expect(smtp.messages.filter((m) => m.to.includes(spamTarget))).toEqual([])
  })

  test('a JSON contact message without a timer, or with a forged one, is stored as spam', async () => {
    const message = {
      locale: 'en',
      name: 'Script Kiddie',
      email: 'kiddie@example.com',
      subject: 'Hello',
      message: 'Posted straight at the API.',
    }
    const missing = await postJson('/api/contact', message)
    expect(missing.status).toBe(201)
    expect(await leadById(JSON.parse(missing.text).id)).toMatchObject({ status: 'spam', spamReason: 'no-timer' })

    const forged = await postJson('/api/contact', {
      ...message,
      formStartedAt: `${Date.now() - 60_000}.forged`,
      submissionKey: unique('forged'),
    })
    expect(forged.status).toBe(201)
    expect(await leadById(JSON.parse(forged.text).id)).toMatchObject({ status: 'spam', spamReason: 'bad-timer' })
  })

  test('HTML: a post with the timer cookie older than the fill time is stored as new; without one it is spam (no-timer), sooner than the fill time too (too-fast); the visitor sees success each time', async () => {
    const marker = unique('timer')
    const fields = (label: string): [string, string][] => [
      ['name', `Timer ${label}`],
      ['email', `${marker}-${label}@example.com`],
      ['subject', 'Figs'],
      ['message', `A message posted ${label}.`],
      ['website', ''],
    ]
    const { cookie: fresh } = await firstVisit('/en/contact')
    const answers = {
      aged: await postForm('/en/contact', fields('aged'), takeVisitor()),
      none: await postForm('/en/contact', fields('none')),
      fresh: await postForm('/en/contact', fields('fresh'), fresh),
    }
    for (const [label, response] of Object.entries(answers)) {
      expect(response.status, label).toBe(302)
      expect(response.headers.location, label).toBe('/en/contact#request-received')
    }
    expect(await leadsByEmail(`${marker}-aged@example.com`)).toMatchObject([{ status: 'new', spamReason: null, name: 'Timer aged' }])
    expect(await leadsByEmail(`${marker}-none@example.com`)).toMatchObject([{ status: 'spam', spamReason: 'no-timer' }])
    expect(await leadsByEmail(`${marker}-fresh@example.com`)).toMatchObject([{ status: 'spam', spamReason: 'too-fast' }])
  })
})

describe('the form pages are the same for every visitor; what is per visitor travels in cookies', () => {
  /** An answer's body without its CSP nonce (the one part the server makes per answer). */
  const withoutNonce = (response: RawResponse) => {
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1]
    return nonce ? response.text.replaceAll(nonce, 'NONCE') : response.text
  }

  test('two visitors without cookies get byte-identical HTML of each form page', async () => {
    for (const path of ['/rfq', '/en/trial-package', '/de/contact']) {
      const [first, second] = [await send(server, { path }), await send(server, { path })]
      expect([first.status, second.status], path).toEqual([200, 200])
      expect(first.headers['content-type'], path).toMatch(/^text\/html/)
      expect(withoutNonce(second) === withoutNonce(first), `${path}: the two answers differ`).toBe(true)
      expect(first.text, path).not.toMatch(/formStartedAt|submissionKey/)
      // Each got a timer of its own beside the page.
      expect(timerCookieOf(first), path).toMatch(/^form_started=/)
      expect(timerCookieOf(first), path).not.toBe(timerCookieOf(second))
    }
  })

  test('a form page that preselects the visitor’s country answers each language header its own page (Vary: Accept-Language)', async () => {
    for (const path of ['/de/rfq', '/en/trial-package']) {
      const american = await send(server, { path, headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
      const german = await send(server, { path, headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
      for (const response of [american, german]) expect(String(response.headers.vary), path).toMatch(/accept-language/i)
      expect(american.text, path).toMatch(/<option value="US" selected="">/)
      expect(german.text, path).toMatch(/<option value="DE" selected="">/)
    }
  })

  test('a form page starts the timer cookie (signed, HttpOnly, 30 days) for a visitor without one, and keeps it for a visitor with one', async () => {
    for (const path of ['/rfq', '/en/trial-package', '/de/contact']) {
      const { response, cookie } = await firstVisit(path)
      const header = response.headers['set-cookie']!.find((c) => c.startsWith('form_started='))!
      expect(header, path).toMatch(/^form_started=[^;]+\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
      const again = await send(server, { path, headers: { Cookie: cookie } })
      expect(again.status, path).toBe(200)
      expect(timerCookieOf(again), path).toBeNull()
      // A forged one (no valid signature) is replaced.
      const forged = await send(server, { path, headers: { Cookie: `${cookie.slice(0, -4)}AAAA` } })
      expect(timerCookieOf(forged), path).toMatch(/^form_started=/)
    }
  })

  test('the same content posted twice by one visitor (a double click, a reload) stores one lead; by another visitor, a second one', async () => {
    const email = `${unique('twice')}@example.com`
    const fields: [string, string][] = [
      ['name', 'Twice Posted'],
      ['email', email],
      ['subject', 'Figs'],
      ['message', 'The same message, sent twice.'],
      ['website', ''],
    ]
    const [visitor, other] = [takeVisitor(), takeVisitor()]
    for (const cookie of [visitor, visitor, other]) {
      const response = await postForm('/en/contact', fields, cookie)
      expect(response.status).toBe(302)
      expect(response.headers.location).toBe('/en/contact#request-received')
    }
    const leads = await leadsByEmail(email)
    expect(leads).toMatchObject([{ status: 'new' }, { status: 'new' }])
    expect(leads[0].submissionKey).not.toBe(leads[1].submissionKey)
    // The sales team hears of each lead once.
    for (const lead of leads) expect(await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(lead.id))).toHaveLength(1)
  })
})

describe('the longest text a form takes fits in a form post', () => {
  test('every free-text box has a maxlength, and the longest message in 3-byte letters (9 bytes URL-encoded) is received, not refused as too large', async () => {
    for (const path of ['/en/contact', '/en/rfq', '/en/trial-package']) {
      const html = (await send(server, { path })).text
      const textareas = html.match(/<textarea[^>]*name="(message|details|notes)"[^>]*>/g) ?? []
      expect(textareas, path).toHaveLength(1)
      const maxLength = Number(
        /maxLength="(\d+)"|maxlength="(\d+)"/i
          .exec(textareas[0] ?? '')
          ?.slice(1)
          .find(Boolean),
      )
      expect(maxLength, path).toBeGreaterThan(0)
      expect(maxLength * 9, path).toBeLessThan(56 * 1024)
    }
    const email = `${unique('long')}@example.com`
    const message = '無'.repeat(5000)
    const response = await postForm('/en/contact', [
      ['name', '無'.repeat(200)],
      ['email', email],
      ['subject', '無'.repeat(200)],
      ['message', message],
      ['website', ''],
    ])
    expect(response.status, response.text.slice(0, 200)).toBe(302)
    expect(response.headers.location).toBe('/en/contact#request-received')
    expect((await leadsByEmail(email))[0].message).toBe(message)
  })
})

describe('the visitor confirmation cannot relay a stranger’s text', () => {
  test('it quotes no name, message or link, names our products, and goes out once an hour per address', async () => {
    const victim = `${unique('victim')}@example.com`
    const [product] = (await db.query('SELECT id, title_en FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 1')).rows
    const first = await postJson('/api/rfq', {
      locale: 'en',
      name: 'Zeynep Kaya WIN A PRIZE',
      company: 'Prize Department',
      phone: '+90 532 000 00 00',
      email: victim,
      details: 'Claim your prize at https://evil.example/win now',
      productId: product.id,
      quantity: 2500,
      ...takeJsonGuard(),
    })
    expect(first.status).toBe(201)
    const { id: firstId, reference, requestUrl } = JSON.parse(first.text)
    const [confirmation] = await mailsFor((m) => m.to.includes(victim))
    expect(confirmation, 'a confirmation was sent').toBeDefined()
    expect(confirmation.subject).toBe('We received your quote request | Aydın Dried Figs')
    for (const typed of ['Zeynep', 'PRIZE', 'Prize', 'evil', '+90 532']) expect(confirmation.text).not.toContain(typed)
    // The one link is ours: the request's private page on this site.
    expect(confirmation.text.match(/https?:\/\/\S+/g)).toEqual([requestUrl])
    expect(requestUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/requests\/[A-Za-z0-9_-]{43}$/)
    expect(confirmation.text).toContain(`Reference: ${reference}`)
    expect(confirmation.text).toContain(`- ${product.title_en}: 2,500 kg`)
    // The sales team still gets everything.
    const [sales] = await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(firstId))
    expect(sales.text).toContain('Zeynep Kaya WIN A PRIZE')
    expect(sales.text).toContain('Claim your prize at https://evil.example/win now')

    // The same address again within the hour (another visitor address, HTML form this time).
    const second = await postForm(
      '/en/contact',
      [
        ['name', 'Zeynep Again'],
        ['email', victim.toUpperCase()],
        ['subject', 'Second'],
        ['message', 'A second request from the same address.'],
        ['website', ''],
      ],
      takeVisitor(),
    )
    expect(second.status).toBe(302)
    const [secondLead] = await leadsByEmail(victim.toUpperCase())
    expect(secondLead).toMatchObject({ status: 'new', name: 'Zeynep Again' })
    expect(await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(secondLead.id))).toHaveLength(1)
    expect(smtp.messages.filter((m) => m.to.map((to) => to.toLowerCase()).includes(victim))).toHaveLength(1)
  })
})

describe('control characters are refused with a message in the visitor’s language', () => {
  const controlDe = 'Dieses Feld enthält unsichtbare Steuerzeichen'

  test('HTML: a NUL in the name answers 400 in the page’s language with the input kept; the fixed post is stored', async () => {
    const visitor = takeVisitor()
    const subject = unique('Bio-Feigen')
    const email = `${unique('jonas')}@example.de`
    const fields = (name: string): [string, string][] => [
      ['name', name],
      ['email', email],
      ['subject', subject],
      ['message', 'Wir suchen 5 Tonnen Bio-Feigen A2 & A3.'],
      ['website', ''],
    ]
    const refused = await postForm('/de/contact', fields('Jonas\u0000Weber'), visitor)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(escaped(controlDe))
    expect(refused.text).toContain(`value="${escaped(subject)}"`)
    expect(refused.text).toContain(escaped('Wir suchen 5 Tonnen Bio-Feigen A2 & A3.'))
    expect(await leadsByEmail(email)).toEqual([])

    // The visitor's timer still counts from their first page: the corrected post is no spam.
    const fixed = await postForm('/de/contact', fields('Jonas Weber'), visitor)
    expect(fixed.status).toBe(302)
    expect(await leadsByEmail(email)).toMatchObject([{ status: 'new', name: 'Jonas Weber', subject, locale: 'de' }])
  })

  test('JSON: 400 with { message, errors } in the body’s locale, else Accept-Language, else English', async () => {
    const german = await postJson('/api/rfq', {
      locale: 'de',
      name: 'Jonas\u0000',
      phone: '+49 30 1234567',
      productId: 'any',
      ...takeJsonGuard(),
    })
    expect(german.status).toBe(400)
    expect(JSON.parse(german.text)).toEqual({ message: 'Ungültige Anfrage.', errors: { name: [expect.stringContaining(controlDe)] } })

    const turkish = await postJson(
      '/api/trial-package',
      { contactPerson: 'Ayşe', phone: '0532 000 00 00', message: 'Deneme\u0000paketi', products: ['any'] },
      { 'Accept-Language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    )
    expect(turkish.status).toBe(400)
    expect(JSON.parse(turkish.text)).toEqual({
      message: 'Geçersiz istek.',
      errors: { message: [expect.stringContaining('kontrol karakterleri')] },
    })

    const english = await postJson(
      '/api/trial-package',
      { contactPerson: 'Ayşe\u0007', phone: '+90 532 000 00 00', message: 'x', products: ['any'] },
      { 'Accept-Language': 'fr' },
    )
    expect(english.status).toBe(400)
    expect(JSON.parse(english.text).errors.contactPerson).toEqual([expect.stringContaining('invisible control characters')])
  })
})

describe('single-line fields cannot forge lines of the sales notification', () => {
  test('a line break in a name is refused; bidi controls are removed before anything is stored or mailed', async () => {
    const forged = 'Ali\nYönetim panelinde görüntüle: http://evil.example/admin'
    const json = await postJson('/api/contact', {
      locale: 'en',
      name: forged,
      email: 'ali@example.com',
      subject: 'Hi',
      message: 'Ten characters at least.',
      ...takeJsonGuard(),
    })
    expect(json.status).toBe(400)
    expect(JSON.parse(json.text).errors.name).toEqual(['This field must be a single line.'])

    const aliEmail = `${unique('ali')}@example.com`
    const html = await postForm(
      '/contact',
      [
        ['name', 'Ali\r\nTür: Sahte'],
        ['email', aliEmail],
        ['subject', 'Konu'],
        ['message', 'En az on karakterlik mesaj.'],
        ['website', ''],
      ],
      takeVisitor(),
    )
    expect(html.status).toBe(400)
    expect(html.text).toContain(escaped('Bu alan tek satır olmalıdır.'))
    expect(await leadsByEmail(aliEmail)).toEqual([])

    const marker = unique('bidi')
    const bidi = await postJson('/api/contact', {
      locale: 'en',
      name: `Ay\u202Eexe.fdp\u202C ${marker}`,
      email: `${marker}@example.com`,
      subject: 'Invoice\u2066 copy\u2069',
      message: 'Ten characters at least.',
      ...takeJsonGuard(),
    })
    expect(bidi.status).toBe(201)
    const id = JSON.parse(bidi.text).id
    expect(await leadById(id)).toMatchObject({ name: `Ayexe.fdp ${marker}`, subject: 'Invoice copy' })
    const [sales] = await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(id))
    expect(sales.subject).toBe(`Yeni iletişim mesajı: Ayexe.fdp ${marker}`)
    expect(sales.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(sales.text.split('\n').filter((line) => line.startsWith('Yönetim panelinde görüntüle:'))).toHaveLength(1)
  })
})

describe('lists a visitor posts are bounded (20 lines/rows), in HTML and JSON', () => {
  const itemFields = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        [
          [`items[${i}].productId`, `unknown-product-${i}`],
          [`items[${i}].quantity`, '1000'],
        ] as [string, string][],
    ).flat()

  test('HTML quote form: "add a line" at 20 lines answers a message, never a 21st line', async () => {
    const response = await postForm(
      '/en/rfq',
      [
        ['locale', 'en'],
        ['name', 'Twenty Lines'],
        ['phone', '123456'],
        ['website', ''],
        ...itemFields(20),
        [
          '__intent__',
          JSON.stringify({ type: 'insert', payload: { name: 'items', defaultValue: { productId: 'one-more', quantity: '1000' } } }),
        ],
      ],
      takeVisitor(),
    )
    expect(response.status).toBe(400)
    expect(count(response.text, 'data-testid="quote-line"')).toBe(20)
    expect(response.text).not.toContain('one-more')
    expect(response.text).toContain('You can add at most 20 product lines.')
  })

  test('HTML trial form: "add a row" at 20 rows answers a message, never a 21st row', async () => {
    const rows = Array.from(
      { length: 20 },
      (_, i) =>
        [
          [`selectedProducts[${i}].productId`, `p${i}`],
          [`selectedProducts[${i}].quantity`, '1'],
        ] as [string, string][],
    ).flat()
    const response = await postForm(
      '/en/trial-package',
      [
        ['fullName', 'Twenty Rows'],
        ['phone', '123456'],
        ['website', ''],
        ...rows,
        [
          '__intent__',
          JSON.stringify({ type: 'insert', payload: { name: 'selectedProducts', defaultValue: { calibre: '1', quantity: '1' } } }),
        ],
      ],
      takeVisitor(),
    )
    expect(response.status).toBe(400)
    expect(count(response.text, 'data-testid="trial-row"')).toBe(20)
    expect(response.text).toContain('You can add at most 20 product lines.')
  })

  test('HTML: a malformed or foreign intent is a 400, never a 500, and stores nothing', async () => {
    const visitor = takeVisitor()
    const name = unique('Intent')
    const post = (intent: string) =>
      postForm(
        '/en/rfq',
        [
          ['locale', 'en'],
          ['name', name],
          ['phone', '123456'],
          ['__intent__', intent],
        ],
        visitor,
      )
    // The HTTP layer may already refuse what is not JSON or points beyond the list maximum.
    for (const intent of ['{', JSON.stringify({ type: 'update', payload: { name: 'items[20000].productId', value: 'x' } })]) {
      const response = await post(intent)
      expect(response.status, intent).toBe(400)
      expect(count(response.text, 'data-testid="quote-line"'), intent).toBe(0)
    }
    // Well-formed, but no button of the form sends it: the form comes back with a message.
    for (const intent of [
      JSON.stringify({ type: 'insert', payload: { name: 'name' } }),
      JSON.stringify({ type: 'update', payload: { name: 'items', value: 'x' } }),
      JSON.stringify({ type: 'reset', payload: {} }),
    ]) {
      const response = await post(intent)
      expect(response.status, intent).toBe(400)
      expect(response.text, intent).toContain('This action could not be carried out.')
      expect(response.text, intent).toContain(`value="${name}"`)
    }
    expect((await db.query('SELECT id FROM "Lead" WHERE name = $1', [name])).rows).toEqual([])
  })

  test('JSON: 21 quote items or 21 trial products answer 400 with { message, errors }', async () => {
    const items = Array.from({ length: 21 }, (_, i) => ({ productId: `p${i}`, quantity: 1000 }))
    const rfq = await postJson('/api/rfq', { locale: 'en', name: 'Anna', phone: '+90 532 000 00 00', items, ...takeJsonGuard() })
    expect(rfq.status).toBe(400)
    expect(JSON.parse(rfq.text)).toEqual({ message: 'Invalid request.', errors: { items: ['You can add at most 20 product lines.'] } })

    const trial = await postJson('/api/trial-package', {
      locale: 'de',
      contactPerson: 'Anna',
      phone: '0532 000 00 00',
      message: 'x',
      products: items.map((i) => i.productId),
    })
    expect(trial.status).toBe(400)
    expect(JSON.parse(trial.text)).toEqual({
      message: 'Ungültige Anfrage.',
      errors: { products: ['Sie können höchstens 20 Produktzeilen hinzufügen.'] },
    })
  })

  test('JSON: up to 20 quote items are stored as one quote with every line', async () => {
    const products = (await db.query('SELECT id, title_tr FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 2')).rows
    const response: RawResponse = await postJson('/api/rfq', {
      locale: 'en',
      name: 'Two Lines',
      phone: '+90 532 000 00 00',
      items: products.map((p, i) => ({ productId: p.id, quantity: 1000 * (i + 1), calibre: '2', packSize: 10 })),
      ...takeJsonGuard(),
    })
    expect(response.status).toBe(201)
    const lead = await leadById(JSON.parse(response.text).id)
    expect(lead).toMatchObject({ kind: 'quote', status: 'new', details: null })
    const lines = (
      await db.query('SELECT "productId", "quantityKg"::FLOAT AS kg FROM "LeadItem" WHERE "leadId" = $1 ORDER BY "position"', [lead.id])
    ).rows
    expect(lines).toEqual(products.map((p, i) => ({ productId: p.id, kg: 1000 * (i + 1) })))
  })
})
