import { randomUUID } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, test } from 'vitest'
import type * as LeadApi from '~/features/leads/admin-lead-api.server'
import { declaredCsvHeaders } from '~/features/leads/declared-fields'
import type * as LeadCsvExport from '~/features/leads/lead-csv-export.server'
import type * as LeadDetail from '~/features/leads/lead-detail.server'
import type * as LeadList from '~/features/leads/lead-list.server'
import { defaultLeadQuery, type LeadQuery } from '~/features/leads/lead-query'
import type * as LeadRows from '~/features/leads/lead-rows.server'
import type * as LeadUpdates from '~/features/leads/lead-updates.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { DetailsPanel } from '~/routes/admin/leads/lead-panels'
import { createLead, createProduct } from '../support/factories'

/** The declared fields' headers (the buyer's terms), after the fixed columns. */
const declaredHeads = declaredCsvHeaders.map((header) => `,${header}`).join('')

let prisma: PrismaClient
let adminLeads: typeof LeadRows & typeof LeadList & typeof LeadDetail & typeof LeadApi & typeof LeadUpdates & typeof LeadCsvExport

const BULK = 2000
const base = Date.UTC(2025, 0, 1)

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  adminLeads = {
    ...(await import('~/features/leads/lead-rows.server')),
    ...(await import('~/features/leads/lead-list.server')),
    ...(await import('~/features/leads/lead-detail.server')),
    ...(await import('~/features/leads/admin-lead-api.server')),
    ...(await import('~/features/leads/lead-updates.server')),
    ...(await import('~/features/leads/lead-csv-export.server')),
  }
  // 2,000 leads a minute apart (a few of them spam, some without a company), all "bulk"; every
  // quote has a product line, every 250th lead two lines and a text of its own.
  const ids = Array.from({ length: BULK }, () => randomUUID())
  await prisma.lead.createMany({
    data: ids.map((id, i) => ({
      id,
      kind: (['quote', 'trial', 'contact'] as const)[i % 3],
      status: i % 100 === 7 ? ('spam' as const) : ('new' as const),
      name: `Bulk ${String(i).padStart(4, '0')}`,
      company: i % 4 === 0 ? null : `Firma ${String(i % 37).padStart(2, '0')}`,
      phone: `+90 532 ${String(i).padStart(7, '0')}`,
      details: i % 250 === 0 ? 'Satır, "alıntı"' : null,
      createdAt: new Date(base + i * 60_000),
    })),
  })
  await prisma.leadItem.createMany({
    data: ids.flatMap((leadId, i) =>
      i % 3 !== 0
        ? []
        : [
            { leadId, position: 1, title: 'Lerida', calibre: '3', quantityKg: 1000 + i, packSizeKg: 12.5 },
            ...(i % 250 === 0 ? [{ leadId, position: 2, title: 'Naturel', quantityKg: 0.5, packSizeKg: 0.5 }] : []),
          ],
    ),
  })
})

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += c
  }
  return records
}

async function readChunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  // Keep the byte-order mark (a TextDecoder drops it by default).
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  const chunks: string[] = []
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return chunks
    chunks.push(decoder.decode(value, { stream: true }))
  }
}

const query = (change: Partial<LeadQuery> = {}): LeadQuery => ({ ...defaultLeadQuery, q: 'Bulk', ...change })
const namesInDbOrder = async (q: LeadQuery) =>
  (await prisma.lead.findMany({ where: adminLeads.leadWhere(q), orderBy: adminLeads.leadOrderBy(q.sort), select: { name: true } })).map(
    (l) => l.name,
  )

describe('CSV export stream', () => {
  test('2,000 leads stream in chunks of at most 500 rows: header first, every lead once, newest first', async () => {
    const chunks = await readChunks(adminLeads.leadsCsvStream(query()))
    expect(chunks[0]).toBe(
      `\uFEFFTarih,Ad Soyad,Firma,Telefon,E-posta,Şehir,İlçe,Tür,Miktar (kg),Detaylar,Durum,Ülke,Ürünler${declaredHeads}\r\n`,
    )
    const pages = chunks.slice(1).map(parseCsv)
    const expected = await namesInDbOrder(query())
    expect(expected).toHaveLength(BULK - 20) // 20 of them are spam
    expect(pages).toHaveLength(Math.ceil(expected.length / 500))
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(500)
    const rows = pages.flat()
    expect(rows.map((r) => r[1])).toEqual(expected)
    expect(rows[0][1]).toBe('Bulk 1999')
    // The composed request text (lines, then the visitor's text) survives quoting; the phone is read (+90) into its international form.
    const withDetails = rows.find((r) => r[1] === 'Bulk 1500')!
    expect(withDetails[9]).toBe(
      'Ürün 1: Lerida\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 2.500 kg\nPaket boyutu: 12,5 kg\n\n' +
        'Ürün 2: Naturel\nKalibrasyon: -\nMiktar: 0,5 kg\nPaket boyutu: 0,5 kg\n\nSatır, "alıntı"',
    )
    expect(withDetails[3]).toBe('+905320001500')
    // A buyer without a company is an individual customer, in the one wording the admin uses.
    expect(withDetails[2]).toBe('Bireysel müşteri')
    expect(withDetails.slice(7, 9)).toEqual(['Teklif talebi', '2500.5'])
    expect(withDetails[10]).toBe('Yeni')
    expect(withDetails[12]).toBe('Lerida · A3 · 2.500 kg · 12,5 kg paket\nNaturel · 0,5 kg · 0,5 kg paket')
    // A trial without lines: no kg, no products.
    expect(rows.find((r) => r[1] === 'Bulk 1501')!.slice(7, 13)).toEqual([
      'Deneme paketi',
      '',
      expect.stringContaining('Toplam miktar: 0 kg'),
      'Yeni',
      '',
      '',
    ])
  })

  test('pages are read only when the reader asks: later changes show up, the cursor survives deletions', async () => {
    const q = query({ q: 'Lazy' })
    for (let i = 0; i < 30; i++)
      await createLead(prisma, { name: `Lazy ${String(i).padStart(2, '0')}`, createdAt: new Date(base - (i + 1) * 60_000) })
    const reader = adminLeads.leadsCsvStream(q, { pageSize: 10 }).getReader()
    const decoder = new TextDecoder()
    const next = async () => decoder.decode((await reader.read()).value)
    expect(await next()).toContain('Tarih,Ad Soyad')
    const first = parseCsv(await next()).map((r) => r[1])
    expect(first).toEqual(Array.from({ length: 10 }, (_, i) => `Lazy ${String(i).padStart(2, '0')}`))
    // Meanwhile: the last row read is deleted, a later one too, and an older lead arrives.
    await prisma.lead.deleteMany({ where: { name: { in: ['Lazy 09', 'Lazy 15'] } } })
    await createLead(prisma, { kind: 'trial', name: 'Lazy late', createdAt: new Date(base - 3600_000) })
    const rest: string[] = []
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      rest.push(...parseCsv(decoder.decode(value)).map((r) => r[1]))
    }
    expect(rest).toEqual([...Array.from({ length: 20 }, (_, i) => `Lazy ${i + 10}`).filter((n) => n !== 'Lazy 15'), 'Lazy late'])
  })

  test.each(['name', 'company', 'date'] as const)('sorted by %s, small pages give the same rows as one query', async (sort) => {
    const q = query({ sort, type: 'trial' })
    const rows = (await readChunks(adminLeads.leadsCsvStream(q, { pageSize: 7 }))).slice(1).flatMap(parseCsv)
    const expected = await namesInDbOrder(q)
    expect(expected.length).toBeGreaterThan(600)
    expect(rows.map((r) => r[1])).toEqual(expected)
    expect(rows.every((r) => r[7] === 'Deneme paketi')).toBe(true)
  })

  test('the spam tab exports only spam; an empty result is just the header', async () => {
    const spam = (await readChunks(adminLeads.leadsCsvStream(query({ type: 'spam' })))).slice(1).flatMap(parseCsv)
    expect(spam).toHaveLength(20)
    expect(new Set(spam.map((r) => r[10]))).toEqual(new Set(['İstenmeyen']))
    expect(await readChunks(adminLeads.leadsCsvStream(query({ q: 'no such lead' })))).toHaveLength(1)
  })
})

describe('lead list, changes and history', () => {
  test('tab counts under a search; the list pages; spam stays out of the other tabs', async () => {
    const { counts, filtered, leads, pages, total } = await adminLeads.listLeads(query({ type: 'trial' }))
    const kinds = Array.from({ length: BULK }, (_, i) => (i % 100 === 7 ? 'spam' : (['quote', 'trial', 'contact'] as const)[i % 3]))
    const count = (kind: string) => kinds.filter((k) => k === kind).length
    expect(counts).toEqual({ all: BULK - 20, quote: count('quote'), trial: count('trial'), contact: count('contact'), spam: 20 })
    expect(filtered).toBe(count('trial'))
    expect(leads).toHaveLength(adminLeads.LEAD_PAGE_SIZE)
    expect(pages).toBe(Math.ceil(count('trial') / adminLeads.LEAD_PAGE_SIZE))
    expect(total).toBeGreaterThanOrEqual(BULK - 20)
    // Search is case-insensitive and covers the phone.
    const byPhone = await adminLeads.listLeads({ ...defaultLeadQuery, q: '532 0000042' })
    expect(byPhone.leads.map((l) => l.name)).toEqual(['Bulk 0042'])
    expect((await adminLeads.listLeads({ ...defaultLeadQuery, q: 'bULK 00' })).counts.all).toBeGreaterThan(90)
  })

  test('a status change and a note are logged with the admin; no change logs nothing', async () => {
    const { id } = await createLead(prisma, { name: 'History' })
    const admin = { email: 'admin@example.com' }
    expect((await adminLeads.updateLead(id, { status: 'contacted' }, admin))?.lead.status).toBe('contacted')
    expect((await adminLeads.updateLead(id, { status: 'contacted' }, admin))?.changed).toBe(false)
    expect((await adminLeads.updateLead(id, { notes: '  Fiyat istendi  ' }, admin))?.lead.notes).toBe('Fiyat istendi')
    expect((await adminLeads.updateLead(id, { status: 'won', notes: null }, admin))?.lead).toMatchObject({ status: 'won', notes: null })
    const lead = await adminLeads.getLead(id)
    expect(lead?.events.map((e) => [e.type, e.fromStatus, e.toStatus, e.note, e.adminEmail]).reverse()).toEqual([
      ['status', 'new', 'contacted', null, 'admin@example.com'],
      ['note', null, null, 'Fiyat istendi', 'admin@example.com'],
      ['status', 'contacted', 'won', null, 'admin@example.com'],
      ['note', null, null, null, 'admin@example.com'],
    ])
    expect(await adminLeads.updateLead('00000000-0000-4000-8000-000000000000', { status: 'won' }, admin)).toBeNull()
    expect(await adminLeads.deleteLead(id)).toBe(true)
    expect(await adminLeads.deleteLead(id)).toBe(false)
    expect(await prisma.leadEvent.count({ where: { leadId: id } })).toBe(0)
  })
})

describe('requests as data', () => {
  let catalogue: Promise<{ id: string; title_tr: string }> | undefined
  /** One product of the catalogue, made once. */
  const product = () => (catalogue ??= createProduct(prisma, { slug: 'lerida-incir', title_tr: 'Lerida İncir', title_en: 'Lerida Fig' }))

  async function quoteWithPacks(name: string) {
    const { id: productId, title_tr } = await product()
    return createLead(prisma, {
      name,
      phone: '030 1234567',
      phoneE164: '+49301234567',
      country: 'DE',
      details: 'Ürün 1: Benim ürünüm\nMiktar: 99 kg\n\nCIF Hamburg',
      lines: [
        { productId, title: title_tr, calibre: '3', quantityKg: 1000, packSizeKg: 12.5 },
        { title: 'Eski Ürün', quantityKg: 0.5, packSizeKg: 0.5 },
      ],
    })
  }

  test('the detail: lines with 12.5 and 0.5 kg exactly, the visitor text as text (even when it starts with "Ürün 1:")', async () => {
    const { id } = await quoteWithPacks('Packs detail')
    const { id: productId, title_tr } = await product()
    const lead = (await adminLeads.getLead(id))!
    expect(lead.lines).toEqual([
      { position: 1, productId, title: title_tr, calibre: '3', quantityKg: 1000, packSizeKg: 12.5 },
      { position: 2, productId: null, title: 'Eski Ürün', calibre: null, quantityKg: 0.5, packSizeKg: 0.5 },
    ])
    expect(lead.visitorText).toBe('Ürün 1: Benim ürünüm\nMiktar: 99 kg\n\nCIF Hamburg')
    expect(lead.requestText).toBe(
      `Ürün 1: ${title_tr}\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 1.000 kg\nPaket boyutu: 12,5 kg\n\n` +
        'Ürün 2: Eski Ürün\nKalibrasyon: -\nMiktar: 0,5 kg\nPaket boyutu: 0,5 kg\n\n' +
        'Ürün 1: Benim ürünüm\nMiktar: 99 kg\n\nCIF Hamburg',
    )

    // As rendered: two product blocks (the first linked to the product's admin page); the visitor's "Ürün 1:" is a paragraph of text.
    const html = renderToStaticMarkup(DetailsPanel({ lead }))
    const blocks = html.match(/<article[^>]*data-testid="lead-product-block"[\s\S]*?<\/article>/g) ?? []
    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toContain(`href="/admin/products/view/${productId}"`)
    expect(blocks[0]).toContain('12,5 kg')
    expect(blocks[0]).toContain('A3 (Gurme Seri)')
    expect(blocks[1]).not.toContain('href=')
    expect(blocks[1]).toContain('Eski Ürün')
    expect(blocks[1].match(/0,5 kg/g)).toHaveLength(2)
    expect(html).toMatch(
      /<p class="[^"]*whitespace-pre-wrap[^"]*" data-testid="lead-visitor-text">Ürün 1: Benim ürünüm\nMiktar: 99 kg\n\nCIF Hamburg<\/p>/,
    )
  })

  test('the API: composed details, the visitor text, every line with decimals and the first line in the flat fields', async () => {
    const { id } = await quoteWithPacks('Packs api')
    const { id: productId, title_tr } = await product()
    const lead = (await adminLeads.getLeadForApi(id))!
    expect(lead).toMatchObject({
      country: 'DE',
      phone: '030 1234567',
      phoneE164: '+49301234567',
      priority: null,
      productId,
      quantity: 1000,
      calibre: '3',
      packSize: 12.5,
      visitorText: 'Ürün 1: Benim ürünüm\nMiktar: 99 kg\n\nCIF Hamburg',
      items: [
        { position: 1, productId, title: title_tr, calibre: '3', quantity: 1000, packSize: 12.5 },
        { position: 2, productId: null, title: 'Eski Ürün', calibre: null, quantity: 0.5, packSize: 0.5 },
      ],
    })
    expect(lead.details).toMatch(
      /^Ürün 1: .*\nKalibrasyon: A3 \(Gurme Seri\)\nMiktar: 1\.000 kg\nPaket boyutu: 12,5 kg\n\nÜrün 2: Eski Ürün/,
    )
    // Survives JSON as numbers.
    expect(JSON.parse(JSON.stringify(lead)).items.map((i: { packSize: number }) => i.packSize)).toEqual([12.5, 0.5])
    // A lead without lines: the flat fields are null; a contact's text is its message.
    const contact = await createLead(prisma, { kind: 'contact', name: 'Api contact', subject: 'Katalog', message: 'Merhaba' })
    expect(await adminLeads.getLeadForApi(contact.id)).toMatchObject({
      items: [],
      productId: null,
      quantity: null,
      calibre: null,
      packSize: null,
      details: 'Merhaba',
      visitorText: 'Merhaba',
    })
    // The PATCH answer has the same shape.
    const updated = await adminLeads.updateLead(id, { status: 'quoted' }, { email: 'admin@example.com' })
    expect(updated?.lead).toMatchObject({
      status: 'quoted',
      packSize: 12.5,
      items: [expect.objectContaining({ packSize: 12.5 }), expect.objectContaining({ packSize: 0.5 })],
    })
  })

  test('list cards carry the first three lines and the number of lines', async () => {
    await createLead(prisma, {
      name: 'Cards five lines',
      lines: Array.from({ length: 5 }, (_, i) => ({ title: `Ürün ${i + 1}`, quantityKg: 10 * (i + 1), packSizeKg: 12.5 })),
    })
    const { leads } = await adminLeads.listLeads({ ...defaultLeadQuery, q: 'Cards five lines' })
    expect(leads[0].lineCount).toBe(5)
    expect(leads[0].lines.map((l) => [l.title, l.packSizeKg])).toEqual([
      ['Ürün 1', 12.5],
      ['Ürün 2', 12.5],
      ['Ürün 3', 12.5],
    ])
  })

  test('CSV: the lines in one cell per lead; the per-line export has one row per line, a lead without lines one empty row', async () => {
    const marker = 'CsvLines'
    const at = (minutes: number) => new Date(base + 10 * 86_400_000 + minutes * 60_000)
    await createLead(prisma, {
      name: `${marker} quote`,
      country: 'DE',
      createdAt: at(3),
      lines: [
        { title: 'Lerida İncir', calibre: '3', quantityKg: 1000, packSizeKg: 12.5 },
        { title: 'Naturel İncir', calibre: 'A1', quantityKg: 0.5, packSizeKg: 0.5 },
      ],
    })
    await createLead(prisma, {
      kind: 'trial',
      name: `${marker} trial`,
      country: 'Almanya',
      createdAt: at(2),
      lines: [{ title: 'Bağlama İncir', calibre: '5', quantityKg: 2.5 }],
    })
    await createLead(prisma, { kind: 'contact', name: `${marker} contact`, message: 'Merhaba', createdAt: at(1) })

    const perLead = (await readChunks(adminLeads.leadsCsvStream(query({ q: marker })))).join('').replace(/^\uFEFF/, '')
    const [head, ...leads] = parseCsv(perLead)
    // The buyer's terms (the declared fields) follow the products.
    expect(head.slice(-2 - declaredCsvHeaders.length)).toEqual(['Ülke', 'Ürünler', ...declaredCsvHeaders])
    expect(leads.map((r) => [r[1], r[8], r[11], r[12]])).toEqual([
      [`${marker} quote`, '1000.5', 'Almanya', 'Lerida İncir · A3 · 1.000 kg · 12,5 kg paket\nNaturel İncir · A1 · 0,5 kg · 0,5 kg paket'],
      [`${marker} trial`, '2.5', 'Almanya', 'Bağlama İncir · A5 · 2,5 kg'],
      [`${marker} contact`, '', '', ''],
    ])

    const chunks = await readChunks(adminLeads.leadsCsvStream(query({ q: marker }), { layout: 'line', pageSize: 2 }))
    expect(chunks[0]).toBe(`\uFEFFTarih,Ad Soyad,Firma,Ülke,Tür,Sıra,Ürün,Kalibrasyon,Miktar (kg),Paket (kg),Durum${declaredHeads}\r\n`)
    const lines = chunks.slice(1).flatMap(parseCsv)
    expect(lines.map((r) => r.slice(1, 11))).toEqual([
      [`${marker} quote`, 'Bireysel müşteri', 'Almanya', 'Teklif talebi', '1', 'Lerida İncir', 'A3', '1000', '12.5', 'Yeni'],
      [`${marker} quote`, 'Bireysel müşteri', 'Almanya', 'Teklif talebi', '2', 'Naturel İncir', 'A1', '0.5', '0.5', 'Yeni'],
      [`${marker} trial`, 'Bireysel müşteri', 'Almanya', 'Deneme paketi', '1', 'Bağlama İncir', 'A5', '2.5', '', 'Yeni'],
      [`${marker} contact`, 'Bireysel müşteri', '', 'İletişim mesajı', '', '', '', '', '', 'Yeni'],
    ])
  })

  test('the dashboard and the list agree on every lead\'s kind, and on "this month" in Istanbul', async () => {
    const now = new Date()
    const { id: productId, title_tr } = await product()
    const later = (hours: number) => new Date(now.getTime() + hours * 3600_000)
    // The old guess (a product and a quantity → quote, otherwise trial) gets these three wrong.
    await createLead(prisma, {
      kind: 'trial',
      name: 'Kinds trial',
      createdAt: later(3),
      lines: [{ productId, title: title_tr, quantityKg: 1 }],
    })
    await createLead(prisma, { name: 'Kinds empty quote', createdAt: later(2) })
    await createLead(prisma, { name: 'Kinds quote', createdAt: later(1), lines: [{ title: 'Eski Ürün' }] })
    // Istanbul keeps UTC+3 all year: this month began at 21:00 UTC on the eve of the 1st.
    const istanbul = new Date(now.getTime() + 3 * 3600_000)
    const monthBegan = Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), 1) - 3 * 3600_000
    // The 1st, 01:00 in Istanbul (still the month before in UTC), and the last minute of the month before.
    await createLead(prisma, { kind: 'contact', name: 'Kinds first of month', createdAt: new Date(monthBegan + 3600_000) })
    await createLead(prisma, { kind: 'contact', name: 'Kinds last month', createdAt: new Date(monthBegan - 60_000) })

    const dashboard = await adminLeads.dashboardLeads(now)
    expect(dashboard.latestLeads.map((l) => [l.name, l.kind])).toEqual([
      ['Kinds trial', 'trial'],
      ['Kinds empty quote', 'quote'],
      ['Kinds quote', 'quote'],
    ])
    const all = await adminLeads.listLeads(defaultLeadQuery, now)
    const thisMonth = await adminLeads.listLeads({ ...defaultLeadQuery, period: 'this-month' }, now)
    const awaiting = await adminLeads.listLeads({ ...defaultLeadQuery, awaiting: true }, now)
    expect(dashboard.counts).toEqual({
      total: all.counts.all,
      trial: all.counts.trial,
      thisMonth: thisMonth.counts.all,
      awaitingReply: awaiting.filtered,
    })
    expect(thisMonth.counts.all).toBeGreaterThanOrEqual(4)
    const kinds = await adminLeads.listLeads({ ...defaultLeadQuery, q: 'Kinds', period: 'this-month' }, now)
    expect(kinds.counts).toMatchObject({ all: 4, trial: 1, quote: 2, contact: 1 })
    expect(kinds.leads.map((l) => [l.name, l.kind])).toEqual([
      ['Kinds trial', 'trial'],
      ['Kinds empty quote', 'quote'],
      ['Kinds quote', 'quote'],
      ['Kinds first of month', 'contact'],
    ])
  })
})
