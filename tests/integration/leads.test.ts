import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as Leads from '~/lib/leads.server'

// Enough for the load test below; the limit itself is tested with its own key.
process.env.FORM_RATE_LIMIT = '1000'

let prisma: PrismaClient
let leads: typeof Leads
let rfqAction: typeof import('~/routes/api/rfq').action
let trialAction: typeof import('~/routes/api/trial-package').action
let contactAction: typeof import('~/routes/api/contact').action
let products: { id: string; title_tr: string }[]

const context = { locale: 'en' as const, siteUrl: 'https://figs.example', sourcePath: '/en/rfq' }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  const { seedDatabase } = await import('../../prisma/seed.ts')
  await seedDatabase(prisma)
  leads = await import('~/lib/leads.server')
  ;({ action: rfqAction } = await import('~/routes/api/rfq'))
  ;({ action: trialAction } = await import('~/routes/api/trial-package'))
  ;({ action: contactAction } = await import('~/routes/api/contact'))
  products = await prisma.product.findMany({ select: { id: true, title_tr: true }, orderBy: { sortOrder: 'asc' }, take: 2 })
})

const post = (path: string, body: unknown, ip = '203.0.113.7', contentType = 'application/json') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-client-ip': ip, referer: 'http://localhost/en/rfq' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const call = (action: (args: never) => Promise<Response>, request: Request) => action({ request, params: {}, context: {} } as never)

describe('storing leads', () => {
  test('an RFQ with two products stores one quote lead with the composed details and queues both e-mails', async () => {
    const { lead } = await leads.createQuoteLeadFromForm(
      {
        locale: 'en',
        name: 'Anna Schmidt',
        company: 'Feinkost GmbH',
        email: 'anna@example.com',
        phone: '+49 30 1234567',
        city: 'Aydın',
        district: 'Köşk',
        details: 'Delivery to Hamburg, CIF.',
        items: [
          { productId: products[0].id, quantity: 2000, calibre: '2', packSize: 12.5 },
          { productId: products[1].id, quantity: 1000, calibre: '4', packSize: 10 },
        ],
      },
      { ...context, submissionKey: 'rfq-1' },
    )
    expect(lead).toMatchObject({ kind: 'quote', status: 'new', productId: products[0].id, quantity: 2000, calibre: '2', packSize: 13, district: 'Köşk', locale: 'en' })
    expect(lead.details).toBe(
      `Ürün 1: ${products[0].title_tr}\nKalibrasyon: A2 (Özel Seri)\nMiktar: 2.000 kg\nPaket boyutu: 12,5 kg\n\n` +
        `Ürün 2: ${products[1].title_tr}\nKalibrasyon: A4 (Standart Seri)\nMiktar: 1.000 kg\nPaket boyutu: 10 kg\n\n` +
        'Delivery to Hamburg, CIF.',
    )
    const emails = await prisma.outboxEmail.findMany({ where: { leadId: lead.id }, orderBy: { kind: 'asc' } })
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ['lead-confirmation', ['anna@example.com']],
      ['lead-notification', ['sales@example.com']],
    ])
    expect(emails[1].text).toContain(`https://figs.example/admin/leads?lead=${lead.id}`)
  })

  test('posting the same form twice stores it once', async () => {
    const input = { locale: 'tr' as const, name: 'Ali', phone: '555', items: [] }
    const first = await leads.createQuoteLeadFromForm(input, { ...context, submissionKey: 'same-form' })
    const again = await leads.createQuoteLeadFromForm(input, { ...context, submissionKey: 'same-form' })
    expect(again.lead.id).toBe(first.lead.id)
    expect(again.duplicate).toBe(true)
    expect(await prisma.lead.count({ where: { submissionKey: 'same-form' } })).toBe(1)
  })

  test('a trial request stores the composed message, "Bireysel" without company, and no product/quantity', async () => {
    const { lead } = await leads.createTrialLead(
      {
        fullName: 'Ayşe Yılmaz',
        phone: '0532 000 00 00',
        selectedProducts: [
          { productId: products[0].id, calibre: '1', quantity: 1 },
          { productId: products[1].id, calibre: '3', quantity: 2 },
        ],
        address: 'İzmir',
        agreementAccepted: true,
      },
      context,
    )
    expect(lead).toMatchObject({ kind: 'trial', company: 'Bireysel', productId: null, quantity: null })
    expect(lead.details).toContain('Toplam miktar: 3 kg')
    expect(lead.details).toContain(`${products[1].title_tr} - A3 (2 kg)`)
  })

  test('one confirmation an hour per address (any spelling); the sales team hears of every lead', async () => {
    const first = await leads.createContactLead({ name: 'Once', email: 'once@example.com', subject: 'A', message: 'First message here.' }, context)
    const second = await leads.createContactLead({ name: 'Twice', email: 'Once@Example.com', subject: 'B', message: 'Second message here.' }, context)
    const kinds = async (leadId: string) => (await prisma.outboxEmail.findMany({ where: { leadId }, select: { kind: true } })).map((e) => e.kind).sort()
    expect(await kinds(first.lead.id)).toEqual(['lead-confirmation', 'lead-notification'])
    expect(await kinds(second.lead.id)).toEqual(['lead-notification'])
  })

  test('suspected spam is kept with status spam and e-mails nobody', async () => {
    const { lead } = await leads.createContactLead(
      { name: 'Bot', email: 'bot@example.com', subject: 'Offer', message: 'Cheap backlinks for sale!!' },
      { ...context, spamReason: 'honeypot' },
    )
    expect(lead).toMatchObject({ kind: 'contact', status: 'spam', spamReason: 'honeypot' })
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id } })).toBe(0)
  })
})

describe('JSON API', () => {
  test('POST /api/rfq with the spec body answers 201 and stores the lead', async () => {
    const response = await call(rfqAction, post('/api/rfq', { locale: 'de', name: 'Jonas', phone: '+49 1', email: '', productId: products[0].id, quantity: 500, calibre: '3', packSize: 10, details: 'Ürün 1: …' }))
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect(await prisma.lead.findUnique({ where: { id }, select: { kind: true, locale: true, quantity: true } })).toEqual({ kind: 'quote', locale: 'de', quantity: 500 })
  })

  test('bad input answers 400 with the spec messages per field', async () => {
    const response = await call(rfqAction, post('/api/rfq', { locale: 'tr', name: '', phone: '' }))
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ name: ['Ad Soyad gereklidir'], phone: ['Telefon numarası gereklidir'] })

    const trial = await call(trialAction, post('/api/trial-package', { contactPerson: 'A', phone: 'x', message: '' }))
    expect((await trial.json()).errors).toMatchObject({ contactPerson: ['Full name is required'], phone: ['Phone number is required'] })

    const contact = await call(contactAction, post('/api/contact', { name: 'A', email: 'nope', subject: '', message: 'short' }))
    expect((await contact.json()).errors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters'],
    })
  })

  test('POST /api/trial-package takes the spec body (type, companyName, contactPerson, products, priority)', async () => {
    const response = await call(
      trialAction,
      post('/api/trial-package', { type: 'trial_package', companyName: '', contactPerson: 'Ayşe', email: 'a@example.com', phone: '+90 555', country: 'TR', message: 'Toplam: 2 kg', products: [products[0].id], priority: 'high' }),
    )
    expect(response.status).toBe(201)
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id: (await response.json()).id } })
    expect(lead).toMatchObject({ kind: 'trial', company: 'Bireysel', name: 'Ayşe', details: 'Toplam: 2 kg' })
  })

  test('200 concurrent quote requests with distinct bodies store exactly 200 leads', async () => {
    const before = await prisma.lead.count({ where: { kind: 'quote', name: { startsWith: 'Load ' } } })
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(rfqAction, post('/api/rfq', { locale: 'en', name: `Load ${i}`, phone: `+90 ${i}`, quantity: i + 1 }, `198.51.100.${i % 250}`))),
    )
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([])
    expect(await prisma.lead.count({ where: { kind: 'quote', name: { startsWith: 'Load ' } } })).toBe(before + 200)
  })

  test('random bodies never cause a server error', async () => {
    const values = [null, 0, -1, 1e12, 'x', '', ' '.repeat(3), 'ğüşiöç', true, [], {}, [1, 'a'], { nested: { deep: 1 } }, 'a'.repeat(30_000)]
    const keys = ['locale', 'name', 'phone', 'email', 'productId', 'quantity', 'packSize', 'calibre', 'details', 'contactPerson', 'companyName', 'message', 'products', 'subject', 'type']
    let seed = 42
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]
    const actions = [
      [rfqAction, '/api/rfq'],
      [trialAction, '/api/trial-package'],
      [contactAction, '/api/contact'],
    ] as const
    const statuses = new Set<number>()
    for (let i = 0; i < 150; i++) {
      const body = i % 10 === 0 ? pick(['{', 'null', '[]', '"text"', '{"name":']) : JSON.stringify(Object.fromEntries(keys.filter(() => random() < 0.5).map((k) => [k, pick(values)])))
      const [action, path] = pick([...actions])
      const response = await call(action, post(path, body, `192.0.2.${i % 200}`, i % 15 === 0 ? 'text/plain' : 'application/json'))
      statuses.add(response.status)
      expect(response.status, body.slice(0, 200)).toBeLessThan(500)
    }
    expect([...statuses].some((s) => s >= 400)).toBe(true)
  })

  test('the spam checks of the HTML forms apply: no timer is spam, a signed one old enough is not', async () => {
    const { formStartedToken } = await import('~/lib/form-guard.server')
    const body = { name: 'Guarded', email: 'guarded@example.com', subject: 'Figs', message: 'Ten characters at least.', locale: 'en' }
    const bare = await call(contactAction, post('/api/contact', body))
    expect(await prisma.lead.findUnique({ where: { id: (await bare.json()).id }, select: { status: true, spamReason: true } })).toEqual({ status: 'spam', spamReason: 'no-timer' })
    const guarded = await call(contactAction, post('/api/contact', { ...body, formStartedAt: formStartedToken(Date.now() - 60_000), submissionKey: 'guarded-contact-1' }))
    expect(guarded.status).toBe(201)
    const stored = await prisma.lead.findUniqueOrThrow({ where: { id: (await guarded.json()).id }, select: { status: true, submissionKey: true } })
    expect(stored).toEqual({ status: 'new', submissionKey: 'guarded-contact-1' })
  })

  test('a NUL in a field answers 400 with a message (never a 503 that loses the lead)', async () => {
    const response = await call(rfqAction, post('/api/rfq', { locale: 'en', name: 'Null\u0000Byte', phone: '123456' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid request.', errors: { name: ['This field contains invisible control characters. Please remove them and send again.'] } })
  })

  test('too many posts from one address answer 429 with a clear message', async () => {
    const { hitRateLimit } = await import('~/lib/rate-limit.server')
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit('test:burst', 3, 60_000))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0)
  })
})
