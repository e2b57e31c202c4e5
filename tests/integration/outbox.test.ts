import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { createProduct } from '../support/factories'
import { startTestSmtp, type TestSmtp } from '../support/smtp-server'

let smtp: TestSmtp
let prisma: PrismaClient
let outbox: typeof import('~/lib/outbox.server')
let leads: typeof import('~/features/leads/leads.server')

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  process.env.SALES_EMAILS = 'sales@figs.example, export@figs.example'
  process.env.MAIL_FROM = 'Figs <no-reply@figs.example>'
  ;({ prisma } = await import('~/lib/db.server'))
  outbox = await import('~/lib/outbox.server')
  leads = await import('~/features/leads/leads.server')
})

afterAll(async () => {
  await smtp.stop()
})

const context = { locale: 'de' as const, siteUrl: 'https://figs.example' }

describe('lead e-mails through the outbox', () => {
  test('a new lead mails the sales team in Turkish and the visitor in their language, once', async () => {
    const { lead } = await leads.createContactLead(
      { name: 'Jonas Weber', email: 'jonas@example.de', subject: 'Bio-Feigen', message: 'Wir suchen 5 Tonnen Bio-Feigen A2.' },
      context,
    )
    await outbox.deliverDueEmails()
    const mails = smtp.messages.filter((m) => m.text.includes(lead.id) || m.to.includes('jonas@example.de'))
    expect(mails).toHaveLength(2)
    const sales = mails.find((m) => m.to.includes('sales@figs.example'))!
    expect(sales.to).toEqual(['sales@figs.example', 'export@figs.example'])
    expect(sales.subject).toBe('Yeni iletişim mesajı: Jonas Weber')
    expect(sales.text).toContain('Wir suchen 5 Tonnen Bio-Feigen A2.')
    expect(sales.text).toContain(`https://figs.example/admin/leads?lead=${lead.id}`)
    const visitor = mails.find((m) => m.to.includes('jonas@example.de'))!
    expect(visitor.subject).toMatch(/^Ihre Nachricht ist eingegangen/)
    // Nothing the visitor typed: a reference to the request instead.
    expect(visitor.text).toMatch(/^Guten Tag,/)
    expect(lead.reference).toMatch(/^MSG-\d{4}-\d{4,}$/)
    expect(visitor.text).toContain(`Referenz: ${lead.reference}`)
    expect(visitor.text).not.toContain('Jonas')
    expect(visitor.text).not.toContain('Bio-Feigen')

    await outbox.deliverDueEmails()
    expect(smtp.messages.filter((m) => m.to.includes('jonas@example.de'))).toHaveLength(1)
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, status: 'sent' } })).toBe(2)
  })

  test('an SMTP outage keeps the mail in the outbox; a later run sends it exactly once', async () => {
    const port = smtp.port
    await smtp.stop()
    const { lead } = await leads.createQuoteLead(
      { name: 'Mehmet Kaya', phone: '+90 532', email: 'mehmet@example.com.tr', lines: [] },
      { ...context, locale: 'tr' },
    )
    await outbox.deliverDueEmails()
    const waiting = await prisma.outboxEmail.findMany({ where: { leadId: lead.id } })
    expect(waiting).toHaveLength(2)
    for (const mail of waiting) {
      expect(mail.status).toBe('pending')
      expect(mail.attempts).toBe(1)
      expect(mail.lastError).toBeTruthy()
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    }
    expect(await prisma.lead.count({ where: { id: lead.id } })).toBe(1)

    smtp = await startTestSmtp(port)
    await outbox.deliverDueEmails()
    expect(smtp.messages).toHaveLength(0) // not due yet: retries wait
    await prisma.outboxEmail.updateMany({ where: { leadId: lead.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } })
    await Promise.all([outbox.deliverDueEmails(), outbox.deliverDueEmails()])
    await outbox.deliverDueEmails()
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([
      'Teklif talebiniz alındı | Aydın Kuru İncir',
      'Yeni teklif talebi: Mehmet Kaya',
    ])
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, status: 'sent', attempts: 2 } })).toBe(2)
  })

  test("a German buyer's quote: the sales mail shows the rows, the country and both phone forms; the visitor's names the products in German", async () => {
    const product = (slug: string, title: string, title_de: string) =>
      createProduct(prisma, { slug, title_tr: title, title_en: title, title_de, calibres: ['2', '4'], packsKg: [0.5, 12.5] })
    const products = [
      await product('mail-lerida', 'Lerida İncir', 'Lerida-Feige'),
      await product('mail-protoben', 'Protoben İncir', 'Protoben-Feige'),
    ]
    const { lead } = await leads.createQuoteLead(
      {
        name: 'Jonas Weber',
        company: 'Weber Feinkost GmbH',
        email: 'einkauf@weber.example',
        phone: '030 1234567',
        country: 'DE',
        city: 'Berlin',
        address: 'Hauptstraße 1, 10115 Berlin',
        details: 'Ürün 1: bitte Bio-Qualität',
        lines: [
          { productId: products[0].id, quantity: 2500, calibre: '2', packSize: 12.5 },
          { productId: products[1].id, quantity: 1000, calibre: '4', packSize: 0.5 },
        ],
      },
      context,
    )
    await outbox.deliverDueEmails()
    const sales = smtp.messages.find((m) => m.to.includes('sales@figs.example') && m.text.includes(lead.id))!
    expect(sales.subject).toBe('Yeni teklif talebi: Jonas Weber (Weber Feinkost GmbH)')
    expect(sales.text).toContain('\nTelefon: 030 1234567 (+49301234567)\nÜlke: Almanya\nŞehir / İlçe: Berlin\n')
    expect(sales.text).toContain(
      `––– Talep metni –––\nÜrün 1: ${products[0].title_tr}\nKalibrasyon: A2 (Özel Seri)\nMiktar: 2.500 kg\nPaket boyutu: 12,5 kg\n\n` +
        `Ürün 2: ${products[1].title_tr}\nKalibrasyon: A4 (Standart Seri)\nMiktar: 1.000 kg\nPaket boyutu: 0,5 kg\n\nÜrün 1: bitte Bio-Qualität`,
    )
    const visitor = smtp.messages.find((m) => m.to.includes('einkauf@weber.example'))!
    expect(visitor.subject).toBe('Ihre Angebotsanfrage ist eingegangen | Aydın Trockenfeigen')
    expect(visitor.text).toContain(`Produkte:\n- ${products[0].title_de}: 2.500 kg\n- ${products[1].title_de}: 1.000 kg\n`)
    expect(visitor.text).not.toMatch(/Weber|Bio-Qualität|Berlin/)
  })
})

describe('quote e-mails through the outbox', () => {
  test('the quote mail carries its PDF and a working link; no stored copy holds the private link, before or after sending', async () => {
    const { createQuote, sendQuote } = await import('~/features/quotes/quotes.server')
    const { loadBuyerRequest } = await import('~/features/quotes/buyer.server')
    const product = await createProduct(prisma, { title_de: 'Test-Feigen' })
    const { lead } = await leads.createQuoteLead(
      {
        name: 'Anna Schmidt',
        phone: '+49 40 1234567',
        email: 'anna.quote@example.de',
        country: 'DE',
        lines: [{ productId: product.id, quantity: 100, packSize: 12.5 }],
      },
      context,
    )
    const quoteId = await createQuote(
      lead.id,
      { email: 'satis@figs.example' },
      {
        currency: 'USD',
        lines: [{ productId: product.id, title: null, calibre: null, packSizeKg: '12.5', quantityKg: '100', unitPrice: '3.335' }],
        extras: [],
        incoterm: 'FOB',
        incotermPlace: 'İzmir',
        paymentTerms: 'advance',
        advancePercent: undefined,
        paymentTermsText: null,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        shipmentWindow: null,
        buyerNote: null,
        internalNote: null,
      },
    )
    await sendQuote(quoteId, { email: 'satis@figs.example' }, 'https://figs.example')
    await outbox.deliverDueEmails()
    const received = smtp.messages.filter((m) => m.to.includes('anna.quote@example.de'))
    const quoteMail = received.find((m) => m.subject.includes('QT-'))!
    expect(quoteMail.attachments.map((a) => [a.filename.endsWith('-v1-de.pdf'), a.contentType])).toEqual([[true, 'application/pdf']])
    const token = /\/de\/requests\/([A-Za-z0-9_-]{43})/.exec(quoteMail.text)?.[1]
    expect(token).toBeDefined()
    expect((await loadBuyerRequest(token!, 'de'))?.current?.total).toBe('333.50')
    // Every mail of the request went out; none of the stored copies holds a token, only the placeholder.
    const stored = await prisma.outboxEmail.findMany({ where: { leadId: lead.id }, select: { status: true, text: true } })
    expect(stored.map((mail) => mail.status)).toEqual(stored.map(() => 'sent'))
    for (const mail of stored) expect(mail.text).not.toMatch(/\/requests\/[A-Za-z0-9_-]{43}/)
    expect(stored.some((mail) => mail.text.includes('/de/requests/~request-link~'))).toBe(true)
  })
})

/** The private links in a mail's text (tokens of /requests/<token>). */
const linksIn = (text: string) => [...text.matchAll(/\/requests\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1])

/** Every stored row of the outbox as PostgreSQL writes it (all columns, as text). */
const outboxRows = async (leadId: string) =>
  (await prisma.$queryRaw<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM "OutboxEmail" o WHERE "leadId" = ${leadId}`).map(
    (r) => r.row,
  )

describe('one private link per request', () => {
  test('the confirmation, the quote, the reply and the proforma carry the same link until the admin renews it; the outbox never holds it', async () => {
    const quotes = await import('~/features/quotes/quotes.server')
    const buyer = await import('~/features/quotes/buyer.server')
    const product = await createProduct(prisma, { title_de: 'Link-Feigen' })
    const email = 'one.link@example.de'
    const admin = { email: 'satis@figs.example' }
    const site = 'https://figs.example'
    const stored = await leads.createQuoteLead(
      { name: 'Lena Link', phone: '+49 40 7654321', email, country: 'DE', lines: [{ productId: product.id, quantity: 1000 }] },
      context,
    )
    const token = stored.token!
    const leadId = stored.lead.id
    const quoteId = await quotes.createQuote(leadId, admin, {
      currency: 'USD',
      lines: [{ productId: product.id, title: null, calibre: null, packSizeKg: undefined, quantityKg: '1000', unitPrice: '3.10' }],
      extras: [],
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
      paymentTerms: 'part-advance',
      advancePercent: 30,
      paymentTermsText: null,
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      shipmentWindow: null,
      buyerNote: null,
      internalNote: null,
    })
    await quotes.sendQuote(quoteId, admin, site)
    await quotes.replyToBuyer(leadId, 'We can ship in week 40.', admin, site)
    // Queued, not sent yet: no row of the outbox holds the token.
    for (const row of await outboxRows(leadId)) expect(row).not.toContain(token)
    await outbox.deliverDueEmails()
    const versionId = (await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId }, select: { id: true } })).id
    const meta = { ip: '198.51.100.7', userAgent: 'LinkTest/1.0' }
    expect(await buyer.acceptQuote(leadId, { versionId, fullName: 'Lena Link', position: 'Einkauf', poNumber: null }, meta, site)).toEqual({
      ok: true,
    })
    await outbox.deliverDueEmails()

    const received = smtp.messages.filter((m) => m.to.includes(email))
    expect(received.map((m) => m.subject.split(' ')[0]).sort()).toEqual(['Ihre', 'Proforma-Rechnung', 'Unser', 'Unsere'])
    // Four mails, one link: the one the confirmation page showed.
    expect(received.map((m) => linksIn(m.text))).toEqual(received.map(() => [token]))
    expect((await buyer.loadBuyerRequest(token, 'de'))?.leadId).toBe(leadId)
    for (const row of await outboxRows(leadId)) expect(row).not.toContain(token)
    const [linkRow] = await prisma.$queryRaw<
      { row: string }[]
    >`SELECT json_agg(l)::text AS row FROM "RequestLink" l WHERE "leadId" = ${leadId}`
    expect(linkRow.row).not.toContain(token)

    // The admin renews it: the next mail carries a new link, and the old one opens nothing.
    await quotes.renewRequestLink(leadId, admin, site)
    await outbox.deliverDueEmails()
    const renewed = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!
    expect(renewed.subject).toMatch(/^Ihr neuer Link/)
    const [fresh] = linksIn(renewed.text)
    expect(fresh).toBeDefined()
    expect(fresh).not.toBe(token)
    expect(await buyer.loadBuyerRequest(token, 'de')).toBeNull()
    expect((await buyer.loadBuyerRequest(fresh, 'de'))?.leadId).toBe(leadId)
    for (const row of await outboxRows(leadId)) expect(row).not.toContain(fresh)
  })
})

describe('the proforma states what is to be paid and when', () => {
  const quoteInput = (productId: string, paymentTerms: 'part-advance' | 'cad', advancePercent?: number) => ({
    currency: 'USD' as const,
    lines: [{ productId, title: null, calibre: null, packSizeKg: undefined, quantityKg: '20000', unitPrice: '3.075' }],
    extras: [],
    incoterm: 'CIF' as const,
    incotermPlace: 'Hamburg',
    paymentTerms,
    advancePercent,
    paymentTermsText: null,
    validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    shipmentWindow: null,
    buyerNote: null,
    internalNote: null,
  })

  /** A buyer's request, quoted under `terms` and accepted; the proforma mail and the sales mail as received. */
  async function acceptedUnder(email: string, terms: ReturnType<typeof quoteInput>) {
    const quotes = await import('~/features/quotes/quotes.server')
    const buyer = await import('~/features/quotes/buyer.server')
    const admin = { email: 'satis@figs.example' }
    const stored = await leads.createQuoteLead(
      {
        name: 'Paula Pay',
        phone: '+49 40 1112223',
        email,
        country: 'DE',
        lines: [{ productId: terms.lines[0].productId, quantity: 20000 }],
      },
      context,
    )
    const quoteId = await quotes.createQuote(stored.lead.id, admin, terms)
    await quotes.sendQuote(quoteId, admin, 'https://figs.example')
    const versionId = (await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId }, select: { id: true } })).id
    const meta = { ip: '198.51.100.8', userAgent: 'PayTest/1.0' }
    await buyer.acceptQuote(
      stored.lead.id,
      { versionId, fullName: 'Paula Pay', position: 'CFO', poNumber: null },
      meta,
      'https://figs.example',
    )
    await outbox.deliverDueEmails()
    const proforma = smtp.messages.find((m) => m.to.includes(email) && m.subject.startsWith('Proforma-Rechnung'))!
    const sales = smtp.messages.find((m) => m.subject.startsWith('Teklif kabul edildi') && m.text.includes(stored.lead.id))!
    const page = await buyer.loadBuyerRequest(stored.token!, 'de')
    return { proforma, sales, page, lead: stored.lead }
  }

  test('30 % advance: the mail, the page and the PDF state 18.450,00 $ due by its day and the balance against documents, and never that it is no demand for payment', async () => {
    const product = await createProduct(prisma, { title_de: 'Zahl-Feigen' })
    const { proforma, page } = await acceptedUnder('paula.advance@example.de', quoteInput(product.id, 'part-advance', 30))
    // 20,000 kg × 3.075 = 61,500.00; 30 % = 18,450.00; the advance is due 7 days after the proforma's day.
    const due = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
      new Date(Date.now() + 7 * 86_400_000),
    )
    const spaced = (text: string) => text.replace(/\s+/g, ' ')
    expect(spaced(proforma.text)).toContain(`- Anzahlung (30 %): 18.450,00 $ — fällig bis ${due}, per Banküberweisung`)
    expect(spaced(proforma.text)).toContain('- Restbetrag (70 %): 43.050,00 $ — fällig gegen Vorlage der Versanddokumente')
    expect(proforma.text).not.toContain('keine Zahlungsaufforderung')
    expect(page?.proforma?.paymentRows.rows.map((row) => spaced(`${row.label}: ${row.value}`))).toEqual([
      `Anzahlung (30 %): 18.450,00 $ — fällig bis ${due}, per Banküberweisung`,
      'Restbetrag (70 %): 43.050,00 $ — fällig gegen Vorlage der Versanddokumente',
    ])
    expect(page?.proforma?.paymentRows.notADemand).toBeNull()
    const { pdfText } = await import('../support/pdf-text')
    const pdf = spaced(await pdfText(proforma.attachments[0].content))
    expect(pdf).toContain('Anzahlung (30 %) 18.450,00 $ — fällig bis')
    expect(pdf).not.toContain('keine Zahlungsaufforderung')
  })

  test('cash against documents: nothing in advance, and only then the proforma says it is no demand for payment', async () => {
    const product = await createProduct(prisma, { title_de: 'CAD-Feigen' })
    const { proforma } = await acceptedUnder('paula.cad@example.de', quoteInput(product.id, 'cad'))
    expect(proforma.text).toContain('Diese Proforma-Rechnung ist keine Zahlungsaufforderung.')
    expect(proforma.text).not.toContain('Anzahlung')
    expect(proforma.text.replace(/\s+/g, ' ')).toContain('Zahlung (100 %): 61.500,00 $ — fällig gegen Vorlage der Versanddokumente')
  })

  test('the sales mail about an acceptance answers the buyer (Reply-To) and writes amounts as Turkish readers do', async () => {
    const product = await createProduct(prisma, { title_de: 'Sales-Feigen' })
    const { sales, lead } = await acceptedUnder('paula.sales@example.de', quoteInput(product.id, 'part-advance', 30))
    expect(sales.replyTo).toEqual([lead.email])
    expect(sales.text).toContain('Toplam: 61.500,00 USD')
    expect(sales.text).toMatch(/^Proforma fatura: PI-\d{4}-\d{4,}$/m)
  })
})
