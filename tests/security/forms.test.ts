/**
 * The public lead forms (quote, trial package, contact) in HTML and JSON, attacked as a stranger
 * would: bounded lists and rows, the same spam checks for both (honeypot, a signed form timer
 * that must be present), a confirmation mail that cannot carry a stranger's text or links and
 * goes out at most once an hour per address, control characters refused with a message in the
 * visitor's language, and single-line fields that cannot forge lines of the sales notification.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp-server'
import { FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let smtp: TestSmtp
let db: pg.Client

/** Guards handed out at start-up: by the time a test posts them, the fill time has passed. */
const jsonGuards: { formStartedAt: string; submissionKey: string }[] = []
const pageGuards = new Map<string, { formStartedAt: string; submissionKey: string }[]>()
const FILL_MS = 3000

let ipCounter = 0
/** A visitor address of its own for each post, so the per-IP form limit never interferes. */
const nextIp = () => `198.51.100.${++ipCounter}`

function guardIn(html: string) {
  const formStartedAt = /name="formStartedAt" value="([^"]+)"/.exec(html)?.[1]
  const submissionKey = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1]
  if (!formStartedAt || !submissionKey) throw new Error('no guard fields in the form page')
  return { formStartedAt, submissionKey }
}

async function getPage(path: string): Promise<string> {
  const response = await send(server, { path })
  expect(response.status, path).toBe(200)
  return response.text
}

/** A guard for a JSON post (none when the server hands out none: the first test then fails). */
const takeJsonGuard = () => jsonGuards.pop() ?? {}
const takePageGuard = (path: string) => pageGuards.get(path)?.pop() ?? expect.fail(`page guard pool empty: ${path}`)

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(server, { method: 'POST', path, headers: { ...JSON_TYPE, 'X-Forwarded-For': nextIp(), ...headers }, body: JSON.stringify(body) })

const postForm = (path: string, fields: [string, string][]) =>
  send(server, { method: 'POST', path, headers: { ...FORM, Origin: server.url, 'X-Forwarded-For': nextIp() }, body: formBody(fields) })

async function leadById(id: string) {
  const { rows } = await db.query('SELECT * FROM "Lead" WHERE id = $1', [id])
  return rows[0]
}
async function leadByKey(submissionKey: string) {
  const { rows } = await db.query('SELECT * FROM "Lead" WHERE "submissionKey" = $1', [submissionKey])
  return rows[0]
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
  db = new pg.Client({ connectionString: server.databaseUrl })
  await db.connect()
  for (let i = 0; i < 12; i++) {
    const response = await send(server, { path: '/api/form-guard' })
    if (response.status === 200) jsonGuards.push(JSON.parse(response.text))
  }
  for (const [path, times] of [
    ['/en/contact', 2],
    ['/de/contact', 1],
    ['/contact', 1],
    ['/en/rfq', 2],
    ['/en/trial-package', 1],
  ] as const) {
    const guards = []
    for (let i = 0; i < times; i++) guards.push(guardIn(await getPage(path)))
    pageGuards.set(path, guards)
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
    expect(body).toEqual({ formStartedAt: expect.stringMatching(/^\d+\.[\w-]+$/), submissionKey: expect.stringMatching(/^[\w-]{8,100}$/) })
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

  test('an HTML post without formStartedAt is stored as spam and the visitor still sees success', async () => {
    const { submissionKey } = takePageGuard('/en/contact')
    const response = await postForm('/en/contact', [
      ['name', 'No Timer'],
      ['email', 'notimer@example.com'],
      ['subject', 'Figs'],
      ['message', 'A message from a form without its timer.'],
      ['website', ''],
      ['submissionKey', submissionKey],
    ])
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en/contact')
    expect(await leadByKey(submissionKey)).toMatchObject({ status: 'spam', spamReason: 'no-timer', name: 'No Timer' })
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
    const firstId = JSON.parse(first.text).id
    const [confirmation] = await mailsFor((m) => m.to.includes(victim))
    expect(confirmation, 'a confirmation was sent').toBeDefined()
    expect(confirmation.subject).toBe('We received your quote request | Aydın Kuru İncir')
    for (const typed of ['Zeynep', 'PRIZE', 'Prize', 'evil', 'http', '+90 532']) expect(confirmation.text).not.toContain(typed)
    expect(confirmation.text).toContain(firstId)
    expect(confirmation.text).toContain(`- ${product.title_en}: 2,500 kg`)
    // The sales team still gets everything.
    const [sales] = await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(firstId))
    expect(sales.text).toContain('Zeynep Kaya WIN A PRIZE')
    expect(sales.text).toContain('Claim your prize at https://evil.example/win now')

    // The same address again within the hour (another visitor address, HTML form this time).
    const guard = takePageGuard('/en/contact')
    const second = await postForm('/en/contact', [
      ['name', 'Zeynep Again'],
      ['email', victim.toUpperCase()],
      ['subject', 'Second'],
      ['message', 'A second request from the same address.'],
      ['website', ''],
      ['formStartedAt', guard.formStartedAt],
      ['submissionKey', guard.submissionKey],
    ])
    expect(second.status).toBe(302)
    const secondLead = await leadByKey(guard.submissionKey)
    expect(secondLead).toMatchObject({ status: 'new' })
    expect(await mailsFor((m) => m.to.includes('sales@figs.example') && m.text.includes(secondLead.id))).toHaveLength(1)
    expect(smtp.messages.filter((m) => m.to.map((to) => to.toLowerCase()).includes(victim))).toHaveLength(1)
  })
})

describe('control characters are refused with a message in the visitor’s language', () => {
  const controlDe = 'Dieses Feld enthält unsichtbare Steuerzeichen'

  test('HTML: a NUL in the name answers 400 in the page’s language with the input kept; the fixed post is stored', async () => {
    const guard = takePageGuard('/de/contact')
    const subject = unique('Bio-Feigen')
    const fields = (name: string): [string, string][] => [
      ['name', name],
      ['email', 'jonas@example.de'],
      ['subject', subject],
      ['message', 'Wir suchen 5 Tonnen Bio-Feigen A2 & A3.'],
      ['website', ''],
      ['formStartedAt', guard.formStartedAt],
      ['submissionKey', guard.submissionKey],
    ]
    const refused = await postForm('/de/contact', fields('Jonas\u0000Weber'))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(escaped(controlDe))
    expect(refused.text).toContain(`value="${escaped(subject)}"`)
    expect(refused.text).toContain(escaped('Wir suchen 5 Tonnen Bio-Feigen A2 & A3.'))
    expect(guardIn(refused.text)).toEqual(guard)
    expect(await leadByKey(guard.submissionKey)).toBeUndefined()

    const fixed = await postForm('/de/contact', fields('Jonas Weber'))
    expect(fixed.status).toBe(302)
    expect(await leadByKey(guard.submissionKey)).toMatchObject({ status: 'new', name: 'Jonas Weber', subject, locale: 'de' })
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

    const guard = takePageGuard('/contact')
    const html = await postForm('/contact', [
      ['name', 'Ali\r\nTür: Sahte'],
      ['email', 'ali@example.com'],
      ['subject', 'Konu'],
      ['message', 'En az on karakterlik mesaj.'],
      ['website', ''],
      ['formStartedAt', guard.formStartedAt],
      ['submissionKey', guard.submissionKey],
    ])
    expect(html.status).toBe(400)
    expect(html.text).toContain(escaped('Bu alan tek satır olmalıdır.'))
    expect(await leadByKey(guard.submissionKey)).toBeUndefined()

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
    const guard = takePageGuard('/en/rfq')
    const response = await postForm('/en/rfq', [
      ['locale', 'en'],
      ['name', 'Twenty Lines'],
      ['phone', '123456'],
      ['website', ''],
      ['formStartedAt', guard.formStartedAt],
      ['submissionKey', guard.submissionKey],
      ...itemFields(20),
      [
        '__intent__',
        JSON.stringify({ type: 'insert', payload: { name: 'items', defaultValue: { productId: 'one-more', quantity: '1000' } } }),
      ],
    ])
    expect(response.status).toBe(400)
    expect(count(response.text, 'data-testid="quote-line"')).toBe(20)
    expect(response.text).not.toContain('one-more')
    expect(response.text).toContain('You can add at most 20 product lines.')
  })

  test('HTML trial form: "add a row" at 20 rows answers a message, never a 21st row', async () => {
    const guard = takePageGuard('/en/trial-package')
    const rows = Array.from(
      { length: 20 },
      (_, i) =>
        [
          [`selectedProducts[${i}].productId`, `p${i}`],
          [`selectedProducts[${i}].quantity`, '1'],
        ] as [string, string][],
    ).flat()
    const response = await postForm('/en/trial-package', [
      ['fullName', 'Twenty Rows'],
      ['phone', '123456'],
      ['website', ''],
      ['formStartedAt', guard.formStartedAt],
      ['submissionKey', guard.submissionKey],
      ...rows,
      [
        '__intent__',
        JSON.stringify({ type: 'insert', payload: { name: 'selectedProducts', defaultValue: { calibre: '1', quantity: '1' } } }),
      ],
    ])
    expect(response.status).toBe(400)
    expect(count(response.text, 'data-testid="trial-row"')).toBe(20)
    expect(response.text).toContain('You can add at most 20 product lines.')
  })

  test('HTML: a malformed or foreign intent is a 400, never a 500, and stores nothing', async () => {
    const guard = takePageGuard('/en/rfq')
    const post = (intent: string) =>
      postForm('/en/rfq', [
        ['locale', 'en'],
        ['name', 'Intent'],
        ['phone', '123456'],
        ['formStartedAt', guard.formStartedAt],
        ['submissionKey', guard.submissionKey],
        ['__intent__', intent],
      ])
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
      expect(response.text, intent).toContain('value="Intent"')
    }
    expect(await leadByKey(guard.submissionKey)).toBeUndefined()
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
