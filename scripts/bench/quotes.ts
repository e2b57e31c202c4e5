/**
 * `npm run bench:quotes`: the export-quote feature's figures, each next to a reference measured in
 * the same run, with its goal. One production app (PAGE_CACHE=off, one process) on a throw-away
 * embedded database with the demo content; this script reaches the same database (DATABASE_URL)
 * and calls the domain functions directly where no HTTP route exists.
 *
 *  1. PDF render time (de): a 2-line quote, a 20-line quote and a proforma, each rendered
 *     BENCH_RENDERS times after a warm-up; reference: a seeded product's spec sheet. Goal: median ≤ 50 ms.
 *  2. The buyer's private page /requests/<token> under load (a request posted to /api/rfq, a quote
 *     made and sent on it); reference: /products on the same server. Goal: ≥ 200 req/s.
 *  3. Admin work with BENCH_LEADS leads and BENCH_QUOTES quotes (bulk SQL): listLeads (default
 *     query and a search), dashboardLeads, quoteDashboard (when written), and GET /admin/leads,
 *     /admin/leads?q=…, /admin with a session cookie; median of 20 after a warm-up. Reference:
 *     the same on the seeded database before the fill. Goal: ≤ 150 ms per admin page.
 *
 * Not a test gate: the figures go into notes. Everything talks to 127.0.0.1 only; the app, its
 * database and the temp folder are removed at the end (also on Ctrl-C or a failure).
 * BENCH_DURATION_S (10), BENCH_CONNECTIONS (32), BENCH_PORT (3431), BENCH_RENDERS (200),
 * BENCH_LEADS (50000), BENCH_QUOTES (5000); BENCH_SKIP=load,pdf leaves out the load test and/or
 * the renders (the setup they share still runs). A loader that misses its goal is run once more
 * and its slowest statement explained (EXPLAIN ANALYZE), so the report can say why.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { type LoadResult, loadTool, measure } from './lib/load.ts'
import { assertPortsFree, cleanUp, onCleanup, projectRoot, startApp } from './lib/processes.ts'
import { type LoadRow, ms, printLoadTable, printTable } from './lib/table.ts'

const durationS = positive('BENCH_DURATION_S', 10)
const connections = positive('BENCH_CONNECTIONS', 32)
const port = positive('BENCH_PORT', 3431)
const renders = positive('BENCH_RENDERS', 200)
const leadCount = positive('BENCH_LEADS', 50_000)
const quoteCount = positive('BENCH_QUOTES', 5_000)

const GOAL = { renderMedianMs: 50, buyerPageRps: 200, adminPageMs: 150 }
/** Renders before timing (fonts parsed, JIT warm); requests and calls before timing. */
const RENDER_WARMUP = 10
const ADMIN_RUNS = 20
const ADMIN_WARMUP = 3
/** A hard stop, whatever hangs: everything is stopped and removed. */
const WATCHDOG_S = 540
/** The database the app's embedded PostgreSQL serves (EMBEDDED_DATABASE_NAME in scripts/lib/database.ts). */
const DATABASE_NAME = 'figs'
/** The other engineer's module with the dashboard's quote figures; picked up as soon as it exists. */
const QUOTE_FIGURES = path.join(projectRoot, 'app/features/quotes/quote-figures.server.ts')
const SEARCH = 'weber'

const admin = { email: 'bench-admin@example.com', password: 'bench-password-2026' }
/** The statements the app's Prisma client runs while `explainSlowest` listens. */
let recording: { sql: string; params: string; ms: number }[] | undefined
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()))
const startedAt = Date.now()

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-bench-quotes-'))
chmodSync(dir, 0o755) // as root, PostgreSQL runs as another user
onCleanup(() => rmSync(dir, { recursive: true, force: true }))
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
onCleanup(() => agent.destroy())

const watchdog = setTimeout(() => {
  console.error(`\nThe bench ran longer than ${WATCHDOG_S} s: stopping everything.`)
  process.exitCode = 1
  void cleanUp().finally(() => process.exit(1))
}, WATCHDOG_S * 1000)
watchdog.unref()

try {
  await main()
} catch (error) {
  // After Ctrl-C the step that was interrupted fails too: nothing more to say.
  if (process.exitCode === undefined) console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode ??= 1
} finally {
  await cleanUp()
}
// Idle keep-alive sockets and the Prisma pool would hold the process a little longer.
process.exit()

async function main() {
  console.log(`Machine: ${os.availableParallelism()} CPUs, load average ${loadAverage()} at the start (other work lowers the figures)`)
  console.log(`Load: ${loadTool}, ${connections} connections, ${durationS} s per target after a 2 s warm-up`)
  await assertPortsFree([port])

  console.log('Starting the production app (PAGE_CACHE=off, one process) on a throw-away embedded database…')
  const base = await startApp(port, path.join(dir, 'pg'), {
    PAGE_CACHE: 'off',
    WEB_CONCURRENCY: '1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The JSON client posts at once; the spam checks' fill time is not what is measured.
    FORM_MIN_FILL_MS: '0',
    // Nothing leaves the machine: no mail server, links on the request's own origin.
    SMTP_URL: '',
    SITE_URL: '',
  })
  const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${readFileSync(path.join(dir, 'pg', 'embedded-port'), 'utf8').trim()}/${DATABASE_NAME}`
  const app = await appModules(databaseUrl)
  onCleanup(() => app.prisma.$disconnect())

  // --- 2. The buyer's page: a request, a quote sent on it ------------------------------------
  console.log(`Posting a quote request to ${base}/api/rfq, making and sending a quote on it…`)
  const products = await app.prisma.product.findMany({
    where: { isActive: true },
    orderBy: { sortOrder: 'asc' },
    take: 2,
    select: { id: true, slug: true },
  })
  if (products.length < 2) throw new Error('The seeded database has fewer than two active products: is the demo content seeded?')
  const { leadId, requestPath } = await postQuoteRequest(base, products)
  const adminToken = await adminLogin(base)
  const draft = quoteDraft(products.map((product) => product.id))
  let quoteId: string
  if (hasAdminQuoteApi()) {
    console.log('  through the admin API (POST /api/admin/leads/:id/quotes, POST /api/admin/quotes/:id/send)')
    const auth = { Authorization: `Bearer ${adminToken}` }
    const created = await request(`${base}/api/admin/leads/${leadId}/quotes`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(draft),
    })
    quoteId = json<{ id: string }>(created, 'POST /api/admin/leads/:id/quotes').id
    json(await request(`${base}/api/admin/quotes/${quoteId}/send`, { method: 'POST', headers: auth }), 'POST /api/admin/quotes/:id/send')
  } else {
    console.log('  with createQuote and sendQuote (app/routes.ts has no admin quote API)')
    quoteId = await app.createQuote(leadId, admin, app.parseDraft(draft))
    await app.sendQuote(quoteId, admin, base)
  }
  const quoteNumber = (await app.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { number: true } })).number
  const page = await get(base + requestPath)
  if (page.status !== 200 || !page.body.toString().includes(quoteNumber))
    throw new Error(`${requestPath} answers ${page.status} without the quote ${quoteNumber}`)

  let loads: { buyer: LoadResult; products: LoadResult } | undefined
  if (!skip.has('load')) {
    console.log(`Load average ${loadAverage()}; loading the buyer's page and the reference…`)
    const loadOptions = { durationS, connections, dir }
    loads = { buyer: await measure(base + requestPath, loadOptions), products: await measure(`${base}/products`, loadOptions) }
  }
  // Why the page missed (when it did): what its loader asks of the database per view.
  const linkToken = decodeURIComponent(requestPath.split('/').at(-1) ?? '')
  const buyerWhy = loads && loads.buyer.rps < GOAL.buyerPageRps ? await buyerPageWork(() => app.buyerPageLoad(linkToken), loads) : undefined

  // --- 1. PDFs: the quote as sent, a 20-line one, and the proforma after the buyer accepts ----
  const accepted = await app.acceptQuote(
    leadId,
    { versionId: await app.currentVersionId(quoteId), fullName: 'Jonas Weber', position: 'Einkauf', poNumber: 'PO-4711/26' },
    { ip: '127.0.0.1', userAgent: 'bench' },
    base,
  )
  if (!accepted.ok) throw new Error(`The quote could not be accepted: ${JSON.stringify(accepted.refusal)}`)
  const views = await app.documentViews(quoteId)
  const spec = await app.specSheetRenderer(products[0].slug)
  let pdfs: { rows: RenderRow[]; reference: RenderRow } | undefined
  if (!skip.has('pdf')) {
    console.log(`Load average ${loadAverage()}; rendering each PDF ${renders} times after ${RENDER_WARMUP} warm-up renders…`)
    const rows: RenderRow[] = [
      { what: 'quote, 2 lines', ...(await timeRenders(() => app.quotePdf(views.quote2))) },
      { what: 'quote, 20 lines', ...(await timeRenders(() => app.quotePdf(views.quote20))) },
      { what: 'proforma (2 lines)', ...(await timeRenders(() => app.proformaPdf(views.proforma))) },
    ]
    pdfs = { rows, reference: { what: `reference: spec sheet (${products[0].slug})`, ...(await timeRenders(spec)) } }
  }

  // --- 3. Admin work: on the seeded database, then with the bulk data -------------------------
  // The session cookie a browser gets, made from the API login's token (as tests/e2e/fixtures.ts encodes it).
  const cookie = `admin_session=${Buffer.from(JSON.stringify(adminToken)).toString('base64')}`
  const quoteDashboard = await loadQuoteDashboard()
  const adminWork: AdminWork[] = [
    { what: 'listLeads(default query)', run: () => app.listLeads(app.defaultLeadQuery) },
    { what: `listLeads(q: '${SEARCH}')`, run: () => app.listLeads({ ...app.defaultLeadQuery, q: SEARCH }) },
    { what: 'dashboardLeads()', run: () => app.dashboardLeads() },
    {
      what: 'quoteDashboard(now)',
      run: quoteDashboard && (() => quoteDashboard(new Date())),
      missing: 'SLOT: app/features/quotes/quote-figures.server.ts (quoteDashboard) not written yet',
    },
    { what: 'GET /admin/leads', run: () => adminPage(base, '/admin/leads', cookie), page: true },
    { what: `GET /admin/leads?q=${SEARCH}`, run: () => adminPage(base, `/admin/leads?q=${SEARCH}`, cookie), page: true },
    { what: 'GET /admin', run: () => adminPage(base, '/admin', cookie), page: true },
  ]
  console.log(`Load average ${loadAverage()}; timing the admin work on the seeded database…`)
  const seeded = await timeAdminWork(adminWork)

  console.log(`Filling the database: ${leadCount} leads, ${quoteCount} quotes (bulk SQL)…`)
  const fill = await fillDatabase(databaseUrl)
  console.log(`  ${fill.summary} in ${(fill.ms / 1000).toFixed(1)} s (${fill.steps})`)
  console.log(`Load average ${loadAverage()}; timing the admin work with the bulk data…`)
  const filled = await timeAdminWork(adminWork)
  // Why a loader missed: its slowest statement, as PostgreSQL plans and runs it.
  const explained = buyerWhy ? [buyerWhy] : []
  for (const [i, item] of adminWork.entries()) {
    const after = filled[i]
    if (item.page || !item.run || !after || after.medianMs <= GOAL.adminPageMs) continue
    explained.push(await explainSlowest(item.what, item.run, databaseUrl))
  }

  // --- The figures ------------------------------------------------------------------------
  console.log(`\nLoad average ${loadAverage()} at the end; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all.`)
  if (pdfs) printRenders(pdfs.rows, pdfs.reference)
  if (loads)
    printLoads([
      {
        target: `buyer's page GET /requests/<token>`,
        result: loads.buyer,
        ratio: `${(loads.buyer.rps / loads.products.rps).toFixed(2)}× /products`,
        goal: `≥ ${GOAL.buyerPageRps} req/s, 0 errors`,
        missed: [...(loads.buyer.rps < GOAL.buyerPageRps ? ['req/s'] : []), ...(loads.buyer.errors > 0 ? ['errors'] : [])],
      },
      { target: 'reference: GET /products (PAGE_CACHE=off)', result: loads.products },
    ])
  printAdmin(adminWork, seeded, filled, fill.summary)
  for (const text of explained) console.log(`\n${text}`)
  console.log(
    [
      '',
      'All figures come from this run: one app process (PAGE_CACHE=off) and its embedded PostgreSQL on this machine.',
      `PDFs: rendered in this process from the views the app makes (toQuoteView/toProformaView of the stored quote, in de);`,
      '  the 20-line quote repeats the stored lines; the spec sheet is rendered from the seeded product as its route does.',
      `Buyer's page: the request's private link (tr), the quote sent; errors: answers ≥ 400 and socket errors.`,
      `Admin: loader functions called in this process, pages over HTTP with an admin session cookie, one after another;`,
      `  "seeded": the demo content plus the one request above; "filled": after the bulk insert and ANALYZE.`,
    ].join('\n'),
  )
}

// --- The app's modules, on the bench's database ----------------------------------------------

/** Imported only now: the Prisma client connects to DATABASE_URL as it is when first imported. */
async function appModules(databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl
  process.env.NODE_ENV = 'production'
  // No mail server: the quote's e-mails wait in the outbox. Links on the request's own origin.
  process.env.SMTP_URL = ''
  process.env.SITE_URL = ''
  // The sample account of development (env.server.ts), so the proforma shows a complete bank block.
  process.env.BANK_IBAN ||= 'TR330006100519786457841326'
  process.env.BANK_SWIFT ||= 'TCZBTR2A'
  process.env.BANK_NAME ||= 'Örnek Bankası, Aydın Şubesi'
  // The app's one client (db.server.ts keeps it in globalThis.prismaClient), made here as it makes
  // it but with query events, so the statements of a slow loader can be explained below.
  const { PrismaPg } = await import('@prisma/adapter-pg')
  const { Prisma, PrismaClient } = await import('../../app/generated/prisma/client.ts')
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 30_000, max: 10 }),
    log: [{ emit: 'event', level: 'query' }],
  })
  client.$on('query', (event) => recording?.push({ sql: event.query, params: event.params, ms: event.duration }))
  globalThis.prismaClient = client as unknown as typeof globalThis.prismaClient
  const { prisma } = await import('../../app/lib/db.server.ts')
  const quotes = await import('../../app/features/quotes/quotes.server.ts')
  const { acceptQuote, loadBuyerRequest, recordBuyerView } = await import('../../app/features/quotes/buyer.server.ts')
  const { QuoteDraftSchema } = await import('../../app/features/quotes/schemas.ts')
  const { quotePdf, proformaPdf } = await import('../../app/features/quotes/quote-documents.server.ts')
  const { toQuoteView, toProformaView } = await import('../../app/features/quotes/quote-view.server.ts')
  const { listLeads, dashboardLeads } = await import('../../app/features/leads/lead-list.server.ts')
  const { defaultLeadQuery } = await import('../../app/features/leads/lead-query.ts')
  const { loadSpecSheetProduct } = await import('../../app/features/products/spec-sheet-product.server.ts')
  const { renderSpecSheet } = await import('../../app/features/products/spec-sheet-pdf.server.ts')
  const { companyInfo } = await import('../../app/features/content/site-company.server.ts')
  const { fixedT } = await import('../../app/lib/i18next.server.ts')

  const currentVersionId = async (quoteId: string) =>
    (await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId }, orderBy: { version: 'desc' }, select: { id: true } })).id

  /** The stored (accepted) version as its documents show it in German, and a 20-line copy of it. */
  async function documentViews(quoteId: string) {
    const row = await prisma.quoteVersion.findFirstOrThrow({
      where: { quoteId },
      orderBy: { version: 'desc' },
      select: {
        ...quotes.versionSelect,
        quote: { select: { number: true, lead: { select: { reference: true, name: true, company: true, country: true, email: true } } } },
      },
    })
    const { quote, ...version } = row
    const { reference, ...buyer } = quote.lead
    const context = { number: quote.number, reference, locale: 'de' as const, buyer }
    if (!version.proforma) throw new Error('The accepted version has no proforma')
    // 20 lines: the stored lines repeated with growing quantities, the sums made as the app makes them.
    const lines = Array.from({ length: 20 }, (_, i) => {
      const line = version.lines[i % version.lines.length]
      const quantityKg = new Prisma.Decimal(1000 + 250 * i)
      return { ...line, position: i + 1, quantityKg, lineTotal: quantityKg.mul(line.unitPrice).toDecimalPlaces(2) }
    })
    const subtotal = lines.reduce((sum, line) => sum.add(line.lineTotal), new Prisma.Decimal(0))
    const totalKg = lines.reduce((sum, line) => sum.add(line.quantityKg), new Prisma.Decimal(0))
    const long = { ...version, status: 'sent' as const, lines, totalKg, subtotal, total: subtotal.add(version.extrasTotal) }
    const sent = { ...version, status: 'sent' as const }
    return {
      quote2: toQuoteView(sent, context),
      quote20: toQuoteView(long, context),
      proforma: await toProformaView(toQuoteView(version, context), version.proforma, version),
    }
  }

  /** The spec sheet of a seeded product in German, as its route renders it (the product read once). */
  async function specSheetRenderer(slug: string) {
    const product = await loadSpecSheetProduct(slug, 'de')
    if (!product) throw new Error(`No active product ${slug}`)
    const context = { locale: 'de' as const, t: fixedT('de'), company: await companyInfo(), siteUrl: 'http://127.0.0.1' }
    return () => renderSpecSheet(product, context)
  }

  return {
    prisma,
    createQuote: quotes.createQuote,
    sendQuote: quotes.sendQuote,
    acceptQuote,
    /** The buyer page loader's database work (openRequest finds the request at once for a right token). */
    buyerPageLoad: async (token: string) => {
      const found = await loadBuyerRequest(token, 'tr')
      if (!found) throw new Error('The request link no longer opens the request')
      await recordBuyerView(found.leadId, { ip: '127.0.0.1', userAgent: 'bench' })
    },
    parseDraft: (input: ReturnType<typeof quoteDraft>) => QuoteDraftSchema.parse(input),
    currentVersionId,
    documentViews,
    specSheetRenderer,
    quotePdf: async (view: Parameters<typeof quotePdf>[0]) => (await quotePdf(view)).content,
    proformaPdf: async (view: Parameters<typeof proformaPdf>[0]) => (await proformaPdf(view)).content,
    listLeads,
    dashboardLeads,
    defaultLeadQuery,
  }
}

/** quoteDashboard(now) of the module another engineer is writing, once it exists. */
async function loadQuoteDashboard(): Promise<((now: Date) => Promise<unknown>) | undefined> {
  if (!existsSync(QUOTE_FIGURES)) return undefined
  const module = (await import(pathToFileURL(QUOTE_FIGURES).href)) as { quoteDashboard?: (now: Date) => Promise<unknown> }
  return typeof module.quoteDashboard === 'function' ? module.quoteDashboard : undefined
}

// --- HTTP (node:http: no headers but the ones given; a browser's would change what is checked) --

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const target = new URL(url)
  if (target.hostname !== '127.0.0.1') throw new Error(`The bench only talks to 127.0.0.1, not ${target.hostname}`)
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(target, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`${url} did not answer within 60 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

function get(url: string, headers: Record<string, string> = {}) {
  return request(url, { headers })
}

function postJson(url: string, body: unknown) {
  return request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

function json<T>(answer: Answer, what: string): T {
  if (answer.status >= 400) throw new Error(`${what} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`)
  return JSON.parse(answer.body.toString()) as T
}

/** A quote request as a JSON client posts it (with the form guard's fields); the path of its private link. */
async function postQuoteRequest(base: string, products: { id: string }[]) {
  const guard = json<{ formStartedAt: string; submissionKey: string }>(await get(`${base}/api/form-guard`), 'GET /api/form-guard')
  const answer = json<{ id: string; requestUrl: string | null }>(
    await postJson(`${base}/api/rfq`, {
      ...guard,
      locale: 'tr',
      name: 'Jonas Weber',
      company: 'Feinkost Import GmbH',
      email: 'einkauf@feinkost.example',
      phone: '+49 30 1234567',
      country: 'DE',
      details: 'Bitte zuerst die Muster.',
      items: products.map((product, i) => ({
        productId: product.id,
        quantity: 1000 + 500 * i,
        calibre: i === 0 ? 'A2' : '3',
        packSize: 12.5,
      })),
    }),
    'POST /api/rfq',
  )
  if (!answer.requestUrl) throw new Error('POST /api/rfq answered no requestUrl (was the request taken for spam?)')
  // The link's path, asked of this server (SITE_URL is unset, so it names this origin anyway).
  return { leadId: answer.id, requestPath: new URL(answer.requestUrl).pathname }
}

/** An admin session's token, from the API login with the account the app was started with. */
async function adminLogin(base: string) {
  return json<{ token: string }>(await postJson(`${base}/api/admin/login`, admin), 'POST /api/admin/login').token
}

/** Whether the app has the admin quote API (it was being written with this bench). */
function hasAdminQuoteApi() {
  const routes = readFileSync(path.join(projectRoot, 'app/routes.ts'), 'utf8')
  return routes.includes("'api/admin/leads/:id/quotes'") && routes.includes("'api/admin/quotes/:id/:action'")
}

/** The sales team's quote on the request's two products, as the admin API takes it: priced, with freight, valid 30 days. */
function quoteDraft(productIds: string[]) {
  return {
    currency: 'EUR',
    lines: productIds.map((productId, i) => ({
      productId,
      calibre: i === 0 ? 'A2' : '3',
      packSizeKg: '12.5',
      quantityKg: String(1000 + 500 * i),
      unitPrice: '3.335',
    })),
    extras: [{ kind: 'freight', label: 'Seefracht Izmir–Hamburg', amount: '1850.00' }],
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    paymentTerms: 'part-advance',
    advancePercent: 30,
    // 30 days on, as a 'YYYY-MM-DD' day (a day more or less in Türkiye changes nothing here).
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    shipmentWindow: { kind: 'month', month: '2026-05', week: null },
    buyerNote: 'Preise für die Ernte 2025.\nBitte vor der Verschiffung die Muster prüfen.',
  }
}

async function adminPage(base: string, pagePath: string, cookie: string) {
  const answer = await get(base + pagePath, { Cookie: cookie, 'Accept-Encoding': 'gzip, br' })
  if (answer.status !== 200) throw new Error(`GET ${pagePath} answered ${answer.status} ${answer.headers.location ?? ''}`)
  return answer.body.length
}

// --- Timing ------------------------------------------------------------------------------------

interface Stats {
  n: number
  medianMs: number
  p95Ms: number
  maxMs: number
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b)
  // Nearest rank: the value below which that share of the runs lies.
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]
  return { n: sorted.length, medianMs: rank(0.5), p95Ms: rank(0.95), maxMs: sorted[sorted.length - 1] }
}

async function timeRuns(run: () => Promise<unknown>, runs: number, warmup: number): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return stats(times)
}

interface RenderRow extends Stats {
  what: string
  pages: number
  kB: number
}

async function timeRenders(render: () => Promise<Uint8Array>): Promise<Omit<RenderRow, 'what'>> {
  const bytes = await render()
  const text = Buffer.from(bytes).toString('latin1')
  if (!text.startsWith('%PDF-')) throw new Error('A render gave no PDF')
  const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
  return { ...(await timeRuns(render, renders, RENDER_WARMUP)), pages, kB: bytes.byteLength / 1024 }
}

interface AdminWork {
  what: string
  run: (() => Promise<unknown>) | undefined
  /** Shown instead of figures when `run` is missing. */
  missing?: string
  /** A page over HTTP (the goal is per page); otherwise the loader work of one. */
  page?: boolean
}

async function timeAdminWork(work: AdminWork[]) {
  const results: (Stats | undefined)[] = []
  for (const item of work) results.push(item.run ? await timeRuns(item.run, ADMIN_RUNS, ADMIN_WARMUP) : undefined)
  return results
}

/** The statements the app's Prisma client runs during one `run`, in order. */
async function recordStatements(run: () => Promise<unknown>) {
  const statements: NonNullable<typeof recording> = []
  recording = statements
  try {
    await run()
  } finally {
    recording = undefined
  }
  return statements
}

/** What the buyer's page asks of the database per view, from its loader's work in this process. */
async function buyerPageWork(run: () => Promise<unknown>, loads: { buyer: LoadResult; products: LoadResult }) {
  const timing = await timeRuns(run, ADMIN_RUNS, ADMIN_WARMUP)
  const statements = await recordStatements(run)
  const total = statements.reduce((sum, statement) => sum + statement.ms, 0)
  return [
    `Why the buyer's page missed ${GOAL.buyerPageRps} req/s: /products, the reference, answered ${Math.round(loads.products.rps)} req/s on the`,
    `same server in the same run (the page does ${(loads.buyer.rps / loads.products.rps).toFixed(2)}× as many). Its loader's database work`,
    `(loadBuyerRequest + recordBuyerView), in this process: median ${ms(timing.medianMs)}; ${statements.length} statements, ${ms(total)} in all:`,
    ...statements.map((statement) => `  ${ms(statement.ms).padStart(9)}  ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}`),
  ].join('\n')
}

/**
 * Runs `run` once while recording the app's statements; the slowest one is run again under
 * EXPLAIN ANALYZE with the same parameters. Answers a paragraph for the report.
 */
async function explainSlowest(what: string, run: () => Promise<unknown>, databaseUrl: string) {
  const slowest = (await recordStatements(run)).sort((a, b) => b.ms - a.ms)
  const [top] = slowest
  if (!top) return `${what}: no statement recorded`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const params = JSON.parse(top.params) as unknown[]
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${top.sql}`, params)
    const others = slowest.slice(1, 4).map((statement) => ms(statement.ms))
    return [
      `Why ${what} missed: ${slowest.length} statements; the slowest took ${ms(top.ms)} (then ${others.join(', ') || 'none'}):`,
      `  ${top.sql.length > 400 ? `${top.sql.slice(0, 400)}…` : top.sql}`,
      `  params ${top.params.length > 200 ? `${top.params.slice(0, 200)}…` : top.params}`,
      ...rows.map((row) => `  | ${row['QUERY PLAN']}`),
    ].join('\n')
  } finally {
    await client.end()
  }
}

// --- Bulk data ---------------------------------------------------------------------------------

/**
 * BENCH_LEADS leads of every kind and status over the last 12 months (1–3 product lines on quote
 * and trial requests), BENCH_QUOTES quotes on quote requests with 1–3 versions of 1–3 lines each,
 * freight on every other one, the last version sent, accepted (with a proforma), declined,
 * withdrawn or a draft; the leads' statuses and history to match. Deterministic; one transaction.
 */
async function fillDatabase(databaseUrl: string) {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const steps: { what: string; ms: number }[] = []
  const statements = [
    'BEGIN',
    // Leads: kind by i % 5 (3 quote : 1 trial : 1 contact), status by i / 5 (5 % spam), one every ~10 minutes over a year.
    `WITH s AS (
      SELECT i,
        (ARRAY['quote','quote','quote','trial','contact'])[1 + i % 5] AS kind,
        (ARRAY['new','contacted','quoted','won','lost','new','contacted','quoted','lost','new',
               'contacted','new','quoted','won','spam','new','contacted','quoted','lost','new'])[1 + (i / 5) % 20] AS status,
        (ARRAY['Anna','Jonas','Ayşe','Mehmet','Claire','Pieter','John','Fatma','Lukas','Sofia'])[1 + i % 10] AS first,
        (ARRAY['Weber','Müller','Yılmaz','Kaya','Dubois','Jansen','Smith','Demir','Schmidt','Rossi','Öztürk','Brown'])[1 + (i / 10) % 12] AS last,
        now() - make_interval(mins => (i::bigint * 7919 % 525600)::int) AS at
      FROM generate_series(1, $leads::int) AS i)
    INSERT INTO "Lead" (id, kind, status, locale, name, company, email, phone, "phoneE164", country, city, subject, message, details,
                        reference, "submissionKey", "sourcePath", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, kind::"LeadKind", status::"LeadStatus", (ARRAY['tr','en','de'])[1 + i % 3],
      first || ' ' || last,
      CASE WHEN i % 4 = 0 THEN NULL ELSE last || (ARRAY[' Import GmbH',' Foods Ltd',' Gıda A.Ş.',' Trading BV'])[1 + i % 4] END,
      'buyer' || i || '@example.com', '+49 30 ' || lpad(i::text, 7, '0'), '+4930' || lpad(i::text, 7, '0'),
      (ARRAY['DE','TR','NL','GB','FR','US'])[1 + i % 6], (ARRAY['Hamburg','İzmir','Rotterdam','London','Lyon','Boston'])[1 + i % 6],
      CASE WHEN kind = 'contact' THEN 'Question ' || i END,
      CASE WHEN kind = 'contact' THEN 'Bench message ' || i END,
      CASE WHEN kind <> 'contact' THEN 'Bench request ' || i END,
      CASE kind WHEN 'quote' THEN 'RFQ-B-' || lpad(i::text, 6, '0') WHEN 'trial' THEN 'TRL-B-' || lpad(i::text, 6, '0') END,
      'bench-' || i, '/bench', at, at
    FROM s`,
    'ANALYZE "Lead"',
    // 1–3 lines per quote and trial request, on the seeded products.
    `WITH p AS (SELECT id, title_tr, (row_number() OVER (ORDER BY id)) - 1 AS k, count(*) OVER () AS c FROM "Product"),
      l AS (SELECT id, substring("submissionKey" FROM 7)::int AS n FROM "Lead" WHERE "sourcePath" = '/bench' AND kind IN ('quote', 'trial'))
    INSERT INTO "LeadItem" (id, "leadId", position, "productId", title, calibre, "quantityKg", "packSizeKg")
    SELECT gen_random_uuid()::text, l.id, pos, p.id, coalesce(p.title_tr, 'Kuru İncir'), (ARRAY['1','2','3','A2','A4',NULL])[1 + (l.n + pos) % 6],
      500 + ((l.n * 37 + pos) % 40) * 250, (ARRAY[12.5, 10, 5, 1, 0.5])[1 + (l.n + pos) % 5]
    FROM l CROSS JOIN LATERAL generate_series(1, 1 + l.n % 3) AS pos
    LEFT JOIN p ON p.k = (l.n + pos) % p.c`,
    // Quotes on the first BENCH_QUOTES quote requests that are not spam.
    `WITH l AS (
      SELECT id, "createdAt", row_number() OVER (ORDER BY substring("submissionKey" FROM 7)::int) AS q
      FROM "Lead" WHERE "sourcePath" = '/bench' AND kind = 'quote' AND status <> 'spam')
    INSERT INTO "Quote" (id, "leadId", number, "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, id, 'QT-B-' || lpad(q::text, 5, '0'), "createdAt" + interval '1 day', "createdAt" + interval '1 day'
    FROM l WHERE q <= $quotes::int`,
    // 1–3 versions: the earlier ones superseded (the one before a draft still sent), the last by q / 3 % 10.
    `WITH q AS (
      SELECT id, "createdAt", substring(number FROM 6)::int AS q, 1 + substring(number FROM 6)::int % 3 AS versions,
        (ARRAY['sent','sent','sent','sent','accepted','accepted','declined','declined','withdrawn','draft'])[1 + (substring(number FROM 6)::int / 3) % 10] AS last
      FROM "Quote" WHERE number LIKE 'QT-B-%'),
    v AS (
      SELECT q.*, g.vn,
        CASE WHEN g.vn = q.versions THEN q.last WHEN g.vn = q.versions - 1 AND q.last = 'draft' THEN 'sent' ELSE 'superseded' END AS status
      FROM q CROSS JOIN LATERAL generate_series(1, q.versions) AS g(vn))
    INSERT INTO "QuoteVersion" (id, "quoteId", version, status, currency, incoterm, "incotermPlace", "paymentTerms", "advancePercent",
      "validUntil", "totalKg", subtotal, "extrasTotal", total, "sentAt", "acceptedAt", "acceptedName", "acceptedPosition", "poNumber",
      "declinedAt", "declineReason", "withdrawnAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, id, vn, status::"QuoteStatus", (CASE WHEN q % 3 = 0 THEN 'EUR' ELSE 'USD' END)::"Currency",
      (ARRAY['FOB','CIF','CFR','DAP','EXW'])[1 + q % 5], (ARRAY['İzmir','Hamburg','Rotterdam','Felixstowe','New York'])[1 + q % 5],
      CASE WHEN q % 2 = 0 THEN 'advance' ELSE 'part-advance' END, CASE WHEN q % 2 = 1 THEN 30 END,
      ("createdAt" + make_interval(days => 14 + 7 * vn))::date, 0, 0, 0, 0,
      CASE WHEN status <> 'draft' THEN "createdAt" + make_interval(days => vn) END,
      CASE WHEN status = 'accepted' THEN "createdAt" + make_interval(days => vn + 2) END,
      CASE WHEN status = 'accepted' THEN 'Bench Buyer' END,
      CASE WHEN status = 'accepted' THEN 'Purchasing' END,
      CASE WHEN status = 'accepted' THEN 'PO-' || q END,
      CASE WHEN status = 'declined' THEN "createdAt" + make_interval(days => vn + 2) END,
      CASE WHEN status = 'declined' THEN 'price' END,
      CASE WHEN status = 'withdrawn' THEN "createdAt" + make_interval(days => vn + 2) END,
      "createdAt" + make_interval(days => vn - 1), "createdAt" + make_interval(days => vn - 1)
    FROM v`,
    // 1–3 lines per version, the line total rounded once to cents as the app does.
    `WITH p AS (SELECT id, title_tr, title_en, coalesce(title_de, title_en) AS title_de, (row_number() OVER (ORDER BY id)) - 1 AS k, count(*) OVER () AS c FROM "Product"),
      qv AS (SELECT qv.id, qv.version, substring(q.number FROM 6)::int AS n FROM "QuoteVersion" qv JOIN "Quote" q ON q.id = qv."quoteId" WHERE q.number LIKE 'QT-B-%')
    INSERT INTO "QuoteLine" (id, "versionId", position, "productId", title_tr, title_en, title_de, calibre, "packSizeKg", "quantityKg", "unitPrice", "lineTotal")
    SELECT gen_random_uuid()::text, qv.id, pos, p.id, coalesce(p.title_tr, 'Kuru İncir'), coalesce(p.title_en, 'Dried figs'), coalesce(p.title_de, 'Getrocknete Feigen'),
      (ARRAY['1','2','3','A2'])[1 + (qv.n + pos) % 4], 12.5, x.qty, x.price, round(x.qty * x.price, 2)
    FROM qv CROSS JOIN LATERAL generate_series(1, 1 + (qv.n + qv.version) % 3) AS pos
    CROSS JOIN LATERAL (SELECT (1000 + 500 * pos)::numeric AS qty, (3.5 + 0.25 * pos + 0.05 * qv.version)::numeric AS price) x
    LEFT JOIN p ON p.k = (qv.n + pos) % p.c`,
    `INSERT INTO "QuoteExtra" (id, "versionId", position, kind, label, amount)
    SELECT gen_random_uuid()::text, qv.id, 1, 'freight', 'Sea freight', 1850
    FROM "QuoteVersion" qv JOIN "Quote" q ON q.id = qv."quoteId" WHERE q.number LIKE 'QT-B-%' AND substring(q.number FROM 6)::int % 2 = 0`,
    // Planned on the counts of the rows just written (else a nested loop over the sums takes a minute).
    'ANALYZE "Quote", "QuoteVersion", "QuoteLine", "QuoteExtra"',
    `UPDATE "QuoteVersion" qv SET "totalKg" = t.kg, subtotal = t.sub, "extrasTotal" = coalesce(e.amount, 0), total = t.sub + coalesce(e.amount, 0)
    FROM (SELECT "versionId", sum("quantityKg") AS kg, sum("lineTotal") AS sub FROM "QuoteLine" GROUP BY "versionId") t
    LEFT JOIN (SELECT "versionId", sum(amount) AS amount FROM "QuoteExtra" GROUP BY "versionId") e USING ("versionId"),
    "Quote" q
    WHERE qv.id = t."versionId" AND q.id = qv."quoteId" AND q.number LIKE 'QT-B-%'`,
    `INSERT INTO "Proforma" (id, number, "versionId", "createdAt")
    SELECT gen_random_uuid()::text, 'PI-B-' || lpad((row_number() OVER (ORDER BY qv."acceptedAt", qv.id))::text, 5, '0'), qv.id, qv."acceptedAt"
    FROM "QuoteVersion" qv JOIN "Quote" q ON q.id = qv."quoteId" WHERE q.number LIKE 'QT-B-%' AND qv.status = 'accepted'`,
    // The quoted leads' statuses follow their quote's last version.
    `UPDATE "Lead" l SET status = (CASE last.status WHEN 'accepted' THEN 'won' WHEN 'declined' THEN 'lost' ELSE 'quoted' END)::"LeadStatus"
    FROM (SELECT DISTINCT ON (q."leadId") q."leadId", qv.status FROM "Quote" q JOIN "QuoteVersion" qv ON qv."quoteId" = q.id
          WHERE q.number LIKE 'QT-B-%' ORDER BY q."leadId", qv.version DESC) last
    WHERE l.id = last."leadId"`,
    // History: a status change per lead that moved on, a quote step per version sent.
    `INSERT INTO "LeadEvent" (id, "leadId", type, "fromStatus", "toStatus", "adminEmail", "createdAt")
    SELECT gen_random_uuid()::text, id, 'status', 'new', status, 'sales@example.com', "createdAt" + interval '3 hours'
    FROM "Lead" WHERE "sourcePath" = '/bench' AND status <> 'new'`,
    `INSERT INTO "LeadEvent" (id, "leadId", type, note, "adminEmail", "createdAt")
    SELECT gen_random_uuid()::text, q."leadId", 'quote', q.number || ' sürüm ' || qv.version || ' alıcıya gönderildi', 'sales@example.com', qv."sentAt"
    FROM "QuoteVersion" qv JOIN "Quote" q ON q.id = qv."quoteId" WHERE q.number LIKE 'QT-B-%' AND qv."sentAt" IS NOT NULL`,
    'COMMIT',
    'ANALYZE',
  ]
  try {
    for (const sql of statements) {
      // The one parameter a statement may take: how many leads, or how many quotes.
      const values = sql.includes('$leads') ? [leadCount] : sql.includes('$quotes') ? [quoteCount] : []
      const step = performance.now()
      await client.query(sql.replace(/\$(leads|quotes)\b/, '$$1'), values)
      const [, verb, table] = /(INSERT INTO|UPDATE) "(\w+)"/.exec(sql) ?? []
      steps.push({ what: table ? `${table}${verb === 'UPDATE' ? ' update' : ''}` : sql, ms: performance.now() - step })
    }
    const { rows } = await client.query<Record<string, string>>(`SELECT
      (SELECT count(*) FROM "Lead") AS leads, (SELECT count(*) FROM "LeadItem") AS items, (SELECT count(*) FROM "Quote") AS quotes,
      (SELECT count(*) FROM "QuoteVersion") AS versions, (SELECT count(*) FROM "QuoteLine") AS lines,
      (SELECT count(*) FROM "Proforma") AS proformas, (SELECT count(*) FROM "LeadEvent") AS events`)
    const c = rows[0]
    const summary = `${c.leads} leads (${c.items} lines, ${c.events} events), ${c.quotes} quotes (${c.versions} versions, ${c.lines} lines, ${c.proformas} proformas)`
    const slow = steps.filter((step) => step.ms >= 100).map((step) => `${step.what} ${(step.ms / 1000).toFixed(1)} s`)
    return { summary, ms: performance.now() - started, steps: slow.join(', ') }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

// --- Output ------------------------------------------------------------------------------------

function printRenders(rows: RenderRow[], reference: RenderRow) {
  const verdict = (row: RenderRow) => (row.medianMs <= GOAL.renderMedianMs ? 'met' : 'MISSED (median)')
  printTable(
    `1. PDF render time, de (${renders} renders each after ${RENDER_WARMUP} warm-up renders, in this process)`,
    [
      ['document', 'median', 'p95', 'max', 'pages', 'size', 'vs spec sheet', 'goal', ''],
      ...rows.map((row) => [
        row.what,
        ms(row.medianMs),
        ms(row.p95Ms),
        ms(row.maxMs),
        String(row.pages),
        `${row.kB.toFixed(1)} kB`,
        `${(row.medianMs / reference.medianMs).toFixed(2)}× median`,
        `median ≤ ${GOAL.renderMedianMs} ms`,
        verdict(row),
      ]),
      [
        reference.what,
        ms(reference.medianMs),
        ms(reference.p95Ms),
        ms(reference.maxMs),
        String(reference.pages),
        `${reference.kB.toFixed(1)} kB`,
        '',
        '',
        '',
      ],
    ],
    new Set([0, 6, 7, 8]),
  )
}

function printLoads(rows: LoadRow[]) {
  printLoadTable(`2. The buyer's page under load (one app process, PAGE_CACHE=off, ${connections} connections, ${durationS} s)`, rows)
}

function printAdmin(work: AdminWork[], seeded: (Stats | undefined)[], filled: (Stats | undefined)[], summary: string) {
  printTable(
    `3. Admin work, median (max) of ${ADMIN_RUNS} after ${ADMIN_WARMUP} warm-up runs; filled: ${summary}`,
    [
      ['work', 'seeded (reference)', 'filled', 'ratio', 'goal', ''],
      ...work.map((item, i) => {
        const [before, after] = [seeded[i], filled[i]]
        if (!before || !after) return [item.what, '–', '–', '', '', item.missing ?? '']
        const cell = (s: Stats) => `${ms(s.medianMs)} (${ms(s.maxMs)})`
        return [
          item.what,
          cell(before),
          cell(after),
          `${(after.medianMs / before.medianMs).toFixed(1)}×`,
          item.page ? `page ≤ ${GOAL.adminPageMs} ms` : `(loader part of a page ≤ ${GOAL.adminPageMs} ms)`,
          after.medianMs <= GOAL.adminPageMs ? 'met' : 'MISSED',
        ]
      }),
    ],
    new Set([0, 4, 5]),
  )
}

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
}

function positive(name: string, fallback: number) {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}
