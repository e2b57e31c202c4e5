import { beforeAll, describe, expect, test } from 'vitest'
import type * as Leads from '~/features/leads/leads.server'
import type { PrismaClient } from '~/generated/prisma/client'

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
  leads = await import('~/features/leads/leads.server')
  ;({ action: rfqAction } = await import('~/routes/api/rfq'))
  ;({ action: trialAction } = await import('~/routes/api/trial-package'))
  ;({ action: contactAction } = await import('~/routes/api/contact'))
  products = await prisma.product.findMany({ select: { id: true, title_tr: true }, orderBy: { sortOrder: 'asc' }, take: 2 })
})

const post = (path: string, body: unknown, ip = '203.0.113.7', contentType = 'application/json', acceptLanguage = 'en') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-client-ip': ip, referer: 'http://localhost/en/rfq', 'accept-language': acceptLanguage },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const call = (action: (args: never) => Promise<Response>, request: Request) => action({ request, params: {}, context: {} } as never)

const lines = (leadId: string) =>
  prisma.leadItem
    .findMany({
      where: { leadId },
      orderBy: { position: 'asc' },
      select: { position: true, productId: true, title: true, calibre: true, quantityKg: true, packSizeKg: true },
    })
    .then((rows) => rows.map((r) => ({ ...r, quantityKg: r.quantityKg?.toNumber() ?? null, packSizeKg: r.packSizeKg?.toNumber() ?? null })))

describe('storing leads', () => {
  test('a quote with two products stores one quote lead, a row per line (12.5 kg packs exactly) and queues both e-mails', async () => {
    const { lead } = await leads.createQuoteLead(
      leads.quoteFromForm({
        locale: 'en',
        name: 'Anna Schmidt',
        company: 'Feinkost GmbH',
        email: 'anna@example.com',
        phone: '030 1234567',
        country: 'DE',
        city: 'Berlin',
        district: 'Köşk',
        details: 'Delivery to Hamburg, CIF.',
        items: [
          { productId: products[0].id, quantity: 2000, calibre: '2', packSize: 12.5 },
          { productId: products[1].id, quantity: 1000, calibre: '4', packSize: 10 },
        ],
      }),
      { ...context, submissionKey: 'rfq-1' },
    )
    // The district only counts for Türkiye; the phone is read in the buyer's country.
    expect(lead).toMatchObject({
      kind: 'quote',
      status: 'new',
      country: 'DE',
      city: 'Berlin',
      district: null,
      locale: 'en',
      phone: '030 1234567',
      phoneE164: '+49301234567',
    })
    expect(lead.details).toBe('Delivery to Hamburg, CIF.')
    expect(await lines(lead.id)).toEqual([
      { position: 1, productId: products[0].id, title: products[0].title_tr, calibre: '2', quantityKg: 2000, packSizeKg: 12.5 },
      { position: 2, productId: products[1].id, title: products[1].title_tr, calibre: '4', quantityKg: 1000, packSizeKg: 10 },
    ])
    const emails = await prisma.outboxEmail.findMany({ where: { leadId: lead.id }, orderBy: { kind: 'asc' } })
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ['lead-confirmation', ['anna@example.com']],
      ['lead-notification', ['sales@example.com']],
    ])
    expect(emails[1].text).toContain(`https://figs.example/admin/leads?lead=${lead.id}`)
    // The sales team reads the composed request made from the rows.
    expect(emails[1].text).toContain(
      `Ürün 1: ${products[0].title_tr}\nKalibrasyon: A2 (Özel Seri)\nMiktar: 2.000 kg\nPaket boyutu: 12,5 kg`,
    )
    expect(emails[1].text).toContain('Delivery to Hamburg, CIF.')
  })

  test('posting the same form twice stores it once', async () => {
    const input = leads.quoteFromForm({
      locale: 'tr',
      name: 'Ali',
      phone: '0532 123 45 67',
      country: 'TR',
      items: [{ productId: products[0].id, quantity: 5 }],
    })
    const first = await leads.createQuoteLead(input, { ...context, submissionKey: 'same-form' })
    const again = await leads.createQuoteLead(input, { ...context, submissionKey: 'same-form' })
    expect(again.lead.id).toBe(first.lead.id)
    expect(again.duplicate).toBe(true)
    expect(await prisma.lead.count({ where: { submissionKey: 'same-form' } })).toBe(1)
    expect(await prisma.leadItem.count({ where: { leadId: first.lead.id } })).toBe(1)
  })

  test('a trial request stores its rows, the notes as the visitor text and "Bireysel" without company', async () => {
    const { lead } = await leads.createTrialLead(
      leads.trialFromForm({
        fullName: 'Ayşe Yılmaz',
        phone: '0532 000 00 00',
        selectedProducts: [
          { productId: products[0].id, calibre: '1', quantity: 1 },
          { productId: products[1].id, calibre: '3', quantity: 2.5 },
        ],
        address: 'İzmir',
        notes: 'Hafta içi',
        agreementAccepted: true,
      }),
      { ...context, locale: 'tr' },
    )
    expect(lead).toMatchObject({ kind: 'trial', company: 'Bireysel', details: 'Hafta içi', address: 'İzmir', phoneE164: '+905320000000' })
    expect((await lines(lead.id)).map((l) => [l.title, l.calibre, l.quantityKg])).toEqual([
      [products[0].title_tr, '1', 1],
      [products[1].title_tr, '3', 2.5],
    ])
    const notification = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'lead-notification' } })
    expect(notification.text).toContain('Toplam miktar: 3,5 kg')
    expect(notification.text).toContain(`${products[1].title_tr} - A3 (2,5 kg)`)
  })

  test('a contact message is stored once (in message)', async () => {
    const { lead } = await leads.createContactLead(
      { name: 'Stored Once', email: 'once-stored@example.com', subject: 'Katalog', message: 'Bitte senden Sie den Katalog.' },
      context,
    )
    expect(lead).toMatchObject({ kind: 'contact', message: 'Bitte senden Sie den Katalog.', details: null })
  })

  test('one confirmation an hour per address (any spelling); the sales team hears of every lead', async () => {
    const first = await leads.createContactLead(
      { name: 'Once', email: 'once@example.com', subject: 'A', message: 'First message here.' },
      context,
    )
    const second = await leads.createContactLead(
      { name: 'Twice', email: 'Once@Example.com', subject: 'B', message: 'Second message here.' },
      context,
    )
    const kinds = async (leadId: string) =>
      (await prisma.outboxEmail.findMany({ where: { leadId }, select: { kind: true } })).map((e) => e.kind).sort()
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
  test('POST /api/rfq with two lines of 12.5 kg and 0.5 kg packs stores them exactly; a visitor paragraph "Ürün 1:" stays visitor text', async () => {
    const details = 'Ürün 1: bitte zuerst die Muster.\n\nLieferung nach Hamburg.'
    const response = await call(
      rfqAction,
      post('/api/rfq', {
        locale: 'de',
        name: 'Jonas Weber',
        phone: '+49 30 1234567',
        country: 'de',
        details,
        items: [
          { productId: products[0].id, quantity: 1000, calibre: 'A2', packSize: 12.5 },
          { productId: products[1].id, quantity: 200, calibre: '5', packSize: 0.5 },
        ],
      }),
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.message).toBe('Angebotsanfrage erhalten.')
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id: body.id } })
    expect(lead).toMatchObject({ kind: 'quote', locale: 'de', country: 'DE', details, phoneE164: '+49301234567' })
    expect((await lines(lead.id)).map((l) => [l.position, l.quantityKg, l.packSizeKg, l.calibre])).toEqual([
      [1, 1000, 12.5, 'A2'],
      [2, 200, 0.5, '5'],
    ])
  })

  test('POST /api/rfq with the original flat body stores one line, the pack size a decimal', async () => {
    const response = await call(
      rfqAction,
      post('/api/rfq', {
        locale: 'de',
        name: 'Jonas',
        phone: '+49 30 1234567',
        email: '',
        productId: products[0].id,
        quantity: 500,
        calibre: '3',
        packSize: 12.5,
        details: 'Bitte CIF.',
      }),
    )
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect(await lines(id)).toEqual([
      { position: 1, productId: products[0].id, title: products[0].title_tr, calibre: '3', quantityKg: 500, packSizeKg: 12.5 },
    ])
  })

  test('a quote without any product is refused in the request language', async () => {
    const german = await call(rfqAction, post('/api/rfq', { locale: 'de', name: 'Jonas', phone: '+49 30 1234567' }))
    expect(german.status).toBe(400)
    expect(await german.json()).toEqual({
      message: 'Ungültige Anfrage.',
      errors: { items: ['Bitte fügen Sie mindestens ein Produkt hinzu'] },
    })
    const turkish = await call(rfqAction, post('/api/rfq', { locale: 'tr', name: 'Ali', phone: '0532 123 45 67', items: [] }))
    expect((await turkish.json()).errors).toEqual({ items: ['Lütfen en az bir ürün ekleyin'] })
  })

  test("bad input answers 400 with field messages in the request language (never zod's own texts)", async () => {
    const tr = await call(rfqAction, post('/api/rfq', { locale: 'tr', name: '', phone: '', productId: products[0].id }))
    expect(tr.status).toBe(400)
    expect((await tr.json()).errors).toEqual({ name: ['Ad Soyad gereklidir'], phone: ['Telefon numarası gereklidir'] })
    const de = await call(rfqAction, post('/api/rfq', { locale: 'de', name: '', phone: '', productId: products[0].id, quantity: 0 }))
    expect((await de.json()).errors).toEqual({
      name: ['Bitte geben Sie Ihren vollständigen Namen ein'],
      phone: ['Bitte geben Sie Ihre Telefonnummer ein'],
      quantity: ['Die Menge muss mindestens 1 kg betragen'],
    })
    const en = await call(
      rfqAction,
      post('/api/rfq', {
        locale: 'en',
        name: 'Al',
        phone: '12',
        country: 'DE',
        items: [{ productId: products[0].id, quantity: 'many', packSize: 0.1 }],
      }),
    )
    expect((await en.json()).errors).toEqual({
      phone: ['This phone number is not valid for the selected country. Please include the country code (e.g. +49 30 1234567).'],
      'items.0.quantity': ['Quantity must be at least 1 kg'],
      'items.0.packSize': ['Pack size must be between 0.5 and 100,000 kg'],
    })

    const trial = await call(
      trialAction,
      post('/api/trial-package', { contactPerson: 'A', phone: 'x', message: '', products: [] }, undefined, undefined, 'de-DE,de;q=0.9'),
    )
    expect((await trial.json()).errors).toMatchObject({
      contactPerson: ['Bitte geben Sie Ihren vollständigen Namen ein'],
      phone: ['Bitte geben Sie Ihre Telefonnummer ein'],
      products: ['Bitte wählen Sie mindestens ein Produkt aus'],
    })

    const contact = await call(
      contactAction,
      post('/api/contact', { locale: 'en', name: 'A', email: 'nope', subject: '', message: 'short' }),
    )
    expect((await contact.json()).errors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters'],
    })
  })

  test("wrong types get the dictionary's messages, never zod's own text", async () => {
    const { default: de } = await import('~/locales/de')
    const known = new Set([...Object.values(de.validation), ...Object.values(de.forms)])
    const bodies = [
      [rfqAction, '/api/rfq', { locale: 'de', name: 5, phone: [], email: 7, items: 'x', quantity: {}, packSize: 'viel', country: 12 }],
      [rfqAction, '/api/rfq', { locale: 'xx', name: 'A', phone: '+49 30 1234567', items: [{ productId: 3, quantity: null, calibre: {} }] }],
      [
        trialAction,
        '/api/trial-package',
        { locale: 'de', type: 'other', contactPerson: null, phone: 5, message: [], products: 'a', priority: 9 },
      ],
      [contactAction, '/api/contact', { locale: 'de', name: [], email: {}, subject: 1, message: false }],
    ] as const
    for (const [action, path, body] of bodies) {
      const response = await call(action, post(path, body, undefined, undefined, 'de'))
      expect(response.status).toBe(400)
      const { errors } = await response.json()
      const messages = Object.values(errors as Record<string, string[]>).flat()
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) expect(known, `${path}: ${message}`).toContain(message)
    }
  })

  test('POST /api/trial-package takes the original body: products become rows, priority is kept', async () => {
    const response = await call(
      trialAction,
      post('/api/trial-package', {
        type: 'trial_package',
        companyName: '',
        contactPerson: 'Ayşe',
        email: 'a@example.com',
        phone: '+90 532 000 00 00',
        country: 'TR',
        message: 'Toplam: 2 kg',
        products: [products[0].id, products[1].id],
        priority: 'high',
      }),
    )
    expect(response.status).toBe(201)
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id: (await response.json()).id } })
    expect(lead).toMatchObject({
      kind: 'trial',
      company: 'Bireysel',
      name: 'Ayşe',
      details: 'Toplam: 2 kg',
      priority: 'high',
      country: 'TR',
    })
    expect((await lines(lead.id)).map((l) => l.productId)).toEqual([products[0].id, products[1].id])
  })

  test('POST /api/trial-package without a product is refused', async () => {
    const response = await call(
      trialAction,
      post('/api/trial-package', { contactPerson: 'Ayşe', phone: '+90 532 000 00 00', message: 'Merhaba' }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ products: ['Please select at least one product'] })
  })

  test('200 concurrent quote requests with distinct bodies store exactly 200 leads', async () => {
    const before = await prisma.lead.count({ where: { kind: 'quote', name: { startsWith: 'Load ' } } })
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(
          rfqAction,
          post(
            '/api/rfq',
            {
              locale: 'en',
              name: `Load ${i}`,
              phone: `+90 532 000 ${String(i).padStart(4, '0')}`,
              productId: products[i % 2].id,
              quantity: i + 1,
            },
            `198.51.100.${i % 250}`,
          ),
        ),
      ),
    )
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([])
    expect(await prisma.lead.count({ where: { kind: 'quote', name: { startsWith: 'Load ' } } })).toBe(before + 200)
  })

  test('random bodies never cause a server error', async () => {
    const values = [
      null,
      0,
      -1,
      1e12,
      'x',
      '',
      ' '.repeat(3),
      'ğüşiöç',
      true,
      [],
      {},
      [1, 'a'],
      { nested: { deep: 1 } },
      'a'.repeat(30_000),
    ]
    const keys = [
      'locale',
      'name',
      'phone',
      'email',
      'productId',
      'quantity',
      'packSize',
      'calibre',
      'details',
      'contactPerson',
      'companyName',
      'message',
      'products',
      'subject',
      'type',
    ]
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]
    const actions = [
      [rfqAction, '/api/rfq'],
      [trialAction, '/api/trial-package'],
      [contactAction, '/api/contact'],
    ] as const
    const statuses = new Set<number>()
    for (let i = 0; i < 150; i++) {
      const body =
        i % 10 === 0
          ? pick(['{', 'null', '[]', '"text"', '{"name":'])
          : JSON.stringify(Object.fromEntries(keys.filter(() => random() < 0.5).map((k) => [k, pick(values)])))
      const [action, path] = pick([...actions])
      const response = await call(action, post(path, body, `192.0.2.${i % 200}`, i % 15 === 0 ? 'text/plain' : 'application/json'))
      statuses.add(response.status)
      expect(response.status, body.slice(0, 200)).toBeLessThan(500)
    }
    expect([...statuses].some((s) => s >= 400)).toBe(true)
  })

  test('the spam checks of the HTML forms apply: no timer is spam, a signed one old enough is not', async () => {
    const { clientSubmissionKey, formStartedToken } = await import('~/features/leads/form-guard.server')
    const body = { name: 'Guarded', email: 'guarded@example.com', subject: 'Figs', message: 'Ten characters at least.', locale: 'en' }
    const bare = await call(contactAction, post('/api/contact', body))
    expect(await prisma.lead.findUnique({ where: { id: (await bare.json()).id }, select: { status: true, spamReason: true } })).toEqual({
      status: 'spam',
      spamReason: 'no-timer',
    })
    const request = post('/api/contact', {
      ...body,
      formStartedAt: formStartedToken(Date.now() - 60_000),
      submissionKey: 'guarded-contact-1',
    })
    // The client's key is stored bound to the client's address.
    const storedKey = clientSubmissionKey('guarded-contact-1', request)
    const guarded = await call(contactAction, request)
    expect(guarded.status).toBe(201)
    const stored = await prisma.lead.findUniqueOrThrow({
      where: { id: (await guarded.json()).id },
      select: { status: true, submissionKey: true },
    })
    expect(stored).toEqual({ status: 'new', submissionKey: storedKey })
  })

  test('without a timer in the body, the visitor’s form_started cookie counts', async () => {
    const { formTimerSetCookie } = await import('~/features/leads/form-guard.server')
    const cookie = (await formTimerSetCookie(new Request('http://localhost/en/contact'), Date.now() - 60_000))!.split(';')[0]!
    const request = post('/api/contact', {
      name: 'Cookie Timer',
      email: 'cookie-timer@example.com',
      subject: 'Figs',
      message: 'Ten characters at least.',
      locale: 'en',
    })
    request.headers.set('Cookie', cookie)
    const response = await call(contactAction, request)
    expect(response.status).toBe(201)
    expect(await prisma.lead.findUnique({ where: { id: (await response.json()).id }, select: { status: true, spamReason: true } })).toEqual(
      {
        status: 'new',
        spamReason: null,
      },
    )
  })

  test('without a submissionKey, the same body from the same client within the hour is stored once; from another client, again', async () => {
    const body = { locale: 'en', name: 'Retrying Client', phone: '+90 532 000 00 00', productId: products[0].id, quantity: 750 }
    const first = await call(rfqAction, post('/api/rfq', body, '203.0.113.50'))
    // The same content with its fields in another order.
    const reordered = { quantity: 750, productId: products[0].id, phone: body.phone, name: body.name, locale: 'en' }
    const retry = await call(rfqAction, post('/api/rfq', reordered, '203.0.113.50'))
    const other = await call(rfqAction, post('/api/rfq', body, '203.0.113.51'))
    expect([first.status, retry.status, other.status]).toEqual([201, 200, 201])
    const [firstId, retryId, otherId] = [(await first.json()).id, (await retry.json()).id, (await other.json()).id]
    expect(retryId).toBe(firstId)
    expect(otherId).not.toBe(firstId)
    expect(await prisma.lead.count({ where: { name: 'Retrying Client' } })).toBe(2)
  })

  test('a submissionKey reused for another form stores that request too; at the same form it is the same submission', async () => {
    const key = `reused-${Date.now()}`
    const contact = { locale: 'en', name: 'Key Owner', email: 'owner@example.com', subject: 'Figs', message: 'Ten characters at least.' }
    const quote = { locale: 'en', name: 'Other Buyer', phone: '+90 532 000 00 01', productId: products[0].id, quantity: 20000 }
    const first = await call(contactAction, post('/api/contact', { ...contact, submissionKey: key }, '203.0.113.60'))
    const retry = await call(contactAction, post('/api/contact', { ...contact, submissionKey: key }, '203.0.113.60'))
    const otherForm = await call(rfqAction, post('/api/rfq', { ...quote, submissionKey: key }, '203.0.113.60'))
    expect([first.status, retry.status, otherForm.status]).toEqual([201, 200, 201])
    const ids = await Promise.all([first, retry, otherForm].map(async (response) => (await response.json()).id as string))
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[0])
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: ids[2] }, select: { kind: true, name: true } })).toEqual({
      kind: 'quote',
      name: 'Other Buyer',
    })
  })

  test('a NUL in a field answers 400 with a message (never a 503 that loses the lead)', async () => {
    const response = await call(
      rfqAction,
      post('/api/rfq', { locale: 'en', name: 'Null\u0000Byte', phone: '+90 532 000 00 00', productId: products[0].id }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Invalid request.',
      errors: { name: ['This field contains invisible control characters. Please remove them and send again.'] },
    })
  })

  test('a form post over the limit says when to try again (Retry-After) as well as why', async () => {
    const { enforceFormRateLimit } = await import('~/lib/json-api.server')
    const { env } = await import('~/lib/env.server')
    const body = { locale: 'de', name: 'Limit Reached', email: 'limit@example.com', subject: 'Figs', message: 'Ten characters at least.' }
    const request = () => post('/api/contact', body, '203.0.113.99', 'application/json', 'de')
    while ((await enforceFormRateLimit(request(), 'contact', env().FORM_RATE_LIMIT)).allowed);
    const refused = await call(contactAction, request())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/Anfragen/)
  })

  test('too many posts from one address answer 429 with a clear message', async () => {
    const { hitRateLimit } = await import('~/lib/rate-limit.server')
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit('test:burst', 3, 60_000))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0)
  })
})
