import { beforeAll, describe, expect, test } from 'vitest'
import { defaultLeadQuery, type LeadQuery } from '~/domain/lead-query'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as AdminLeads from '~/lib/admin-leads.server'

let prisma: PrismaClient
let adminLeads: typeof AdminLeads

const BULK = 2000
const base = Date.UTC(2025, 0, 1)

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  adminLeads = await import('~/lib/admin-leads.server')
  // 2,000 leads a minute apart (a few of them spam, some without a company), all "bulk".
  await prisma.lead.createMany({
    data: Array.from({ length: BULK }, (_, i) => ({
      kind: (['quote', 'trial', 'contact'] as const)[i % 3],
      status: i % 100 === 7 ? ('spam' as const) : ('new' as const),
      name: `Bulk ${String(i).padStart(4, '0')}`,
      company: i % 4 === 0 ? null : `Firma ${String(i % 37).padStart(2, '0')}`,
      phone: `+90 532 ${String(i).padStart(7, '0')}`,
      details: i % 250 === 0 ? `Ürün 1: Lerida\nMiktar: ${i} kg\n\nSatır, "alıntı"` : null,
      quantity: i % 3 === 0 ? 1000 + i : null,
      createdAt: new Date(base + i * 60_000),
    })),
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
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') record.push(field), (field = '')
    else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field), records.push(record), (record = []), (field = ''), i++
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
  (await prisma.lead.findMany({ where: adminLeads.leadWhere(q), orderBy: adminLeads.leadOrderBy(q.sort), select: { name: true } })).map((l) => l.name)

describe('CSV export stream', () => {
  test('2,000 leads stream in chunks of at most 500 rows: header first, every lead once, newest first', async () => {
    const chunks = await readChunks(adminLeads.leadsCsvStream(query()))
    expect(chunks[0]).toBe('\uFEFFTarih,Ad Soyad,Firma,Telefon,E-posta,Şehir,İlçe,Tür,Miktar (kg),Detaylar,Durum\r\n')
    const pages = chunks.slice(1).map(parseCsv)
    const expected = await namesInDbOrder(query())
    expect(expected).toHaveLength(BULK - 20) // 20 of them are spam
    expect(pages).toHaveLength(Math.ceil(expected.length / 500))
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(500)
    const rows = pages.flat()
    expect(rows.map((r) => r[1])).toEqual(expected)
    expect(rows[0][1]).toBe('Bulk 1999')
    // A quoted multi-line detail survives; the phone is neutralised against formulas.
    const withDetails = rows.find((r) => r[1] === 'Bulk 1500')!
    expect(withDetails[9]).toBe('Ürün 1: Lerida\nMiktar: 1500 kg\n\nSatır, "alıntı"')
    expect(withDetails[3]).toBe("'+90 532 0001500")
    expect(withDetails[2]).toBe('')
    expect(withDetails.slice(7, 9)).toEqual(['Teklif talebi', '2500'])
    expect(withDetails[10]).toBe('Yeni')
  })

  test('pages are read only when the reader asks: later changes show up, the cursor survives deletions', async () => {
    const q = query({ q: 'Lazy' })
    await prisma.lead.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ kind: 'quote' as const, name: `Lazy ${String(i).padStart(2, '0')}`, createdAt: new Date(base - (i + 1) * 60_000) })),
    })
    const reader = adminLeads.leadsCsvStream(q, { pageSize: 10 }).getReader()
    const decoder = new TextDecoder()
    const next = async () => decoder.decode((await reader.read()).value)
    expect(await next()).toContain('Tarih,Ad Soyad')
    const first = parseCsv(await next()).map((r) => r[1])
    expect(first).toEqual(Array.from({ length: 10 }, (_, i) => `Lazy ${String(i).padStart(2, '0')}`))
    // Meanwhile: the last row read is deleted, a later one too, and an older lead arrives.
    await prisma.lead.deleteMany({ where: { name: { in: ['Lazy 09', 'Lazy 15'] } } })
    await prisma.lead.create({ data: { kind: 'trial', name: 'Lazy late', createdAt: new Date(base - 3600_000) } })
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
    expect(new Set(spam.map((r) => r[10]))).toEqual(new Set(['Spam']))
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
    const { id } = await prisma.lead.create({ data: { kind: 'quote', name: 'History' }, select: { id: true } })
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
