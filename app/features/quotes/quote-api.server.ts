/**
 * The admin API's side of quotes: the JSON of a quote with every version (lines, extras, totals
 * and the internal note: this is the admin's API), a lead's quotes, the conversation with the
 * buyer, the optional JSON body of a write and a QuoteError as the API's error. Amounts are decimal
 * strings with two decimals ('1234.50'), kilograms and prices per kg plain decimal strings
 * ('12.5', '3.335'), never binary floats. A sent version past its last day keeps its stored status
 * 'sent' and says `expired: true`, so a client sees both what happened and what holds now.
 * The writes themselves are the domain functions of quotes.server.ts, called by the routes.
 */
import type { z } from 'zod'
import { type AdminUser, requireAdminApi } from '~/features/auth/auth.server'
import { prisma } from '~/lib/db.server'
import { ApiError, apiErrorResponse, apiText, validateBody } from '~/lib/json-api.server'
import { listQuoteMessages } from './admin-quotes.server'
import { adminQuoteSelect, versionJson } from './quote-rows.server'
import { QuoteError } from './quotes.server'

export const QUOTE_NOT_FOUND = 'Teklif bulunamadı'
export const LEAD_NOT_FOUND = 'Talep bulunamadı'

type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>

const findQuote = (quoteId: string) => prisma.quote.findUnique({ where: { id: quoteId }, select: adminQuoteSelect })

/** A quote: number, lead, the newest version's status (with `expired`), every version newest first. */
export function quoteJson(quote: QuoteRow, now = new Date()) {
  const versions = quote.versions.map((row) => versionJson(row, now))
  const newest = versions[0]
  return {
    id: quote.id,
    number: quote.number,
    leadId: quote.leadId,
    lead: quote.lead,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
    version: newest?.version ?? null,
    status: newest?.status ?? null,
    expired: newest?.expired ?? false,
    versions,
  }
}
export type QuoteJson = ReturnType<typeof quoteJson>

/** The quote's JSON; 404 when there is none. */
export async function getQuoteJson(quoteId: string, now = new Date()): Promise<QuoteJson> {
  const quote = await findQuote(quoteId)
  if (!quote) throw new ApiError(404, QUOTE_NOT_FOUND)
  return quoteJson(quote, now)
}

/** 404 unless the lead exists (before a write that names it, and before reading what belongs to it). */
export async function requireLead(leadId: string) {
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { id: true } })
  if (!lead) throw new ApiError(404, LEAD_NOT_FOUND)
}

/** The lead's quotes, newest first, each with every version; 404 when the lead does not exist. */
export async function listLeadQuotesJson(leadId: string, now = new Date()): Promise<QuoteJson[]> {
  await requireLead(leadId)
  const quotes = await prisma.quote.findMany({
    where: { leadId },
    orderBy: [{ createdAt: 'desc' }, { number: 'desc' }],
    select: adminQuoteSelect,
  })
  return quotes.map((quote) => quoteJson(quote, now))
}

/** The buyer's messages and the sales team's replies of a lead, oldest first; 404 when the lead does not exist. */
export async function leadThreadJson(leadId: string) {
  await requireLead(leadId)
  return listQuoteMessages(leadId)
}

/** The body's JSON, or undefined for an empty body when `optional`: 415 for another content type, 400 when it does not parse. */
async function readJson(request: Request, optional: boolean): Promise<unknown> {
  const text = await request.text()
  if (optional && text.trim() === '') return undefined
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) throw new ApiError(415, apiText('tr', 'sendJson'))
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, apiText('tr', 'invalidJson'))
  }
}

/** The JSON body validated against `schema` with Turkish messages: 400 with every field's messages otherwise. */
export async function readQuoteBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return validateBody(await readJson(request, false), schema, 'tr')
}

/** Like `readQuoteBody`, but a request without a body gives undefined. */
export async function readOptionalQuoteBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S> | undefined> {
  const body = await readJson(request, true)
  return body === undefined ? undefined : validateBody(body, schema, 'tr')
}

/** What a step of a quote answers: its message, whether the buyer was e-mailed (when the step mails), and the quote as it is now. */
export async function quoteStepJson(quoteId: string, message: string, mailed?: boolean, now = new Date()) {
  return { message, ...(mailed === undefined ? {} : { mailed }), quote: await getQuoteJson(quoteId, now) }
}

/** Said after a step that e-mails the buyer, when the request has no e-mail address. */
export const NOT_MAILED = 'Talepte e-posta adresi yok: alıcıya ayrıca iletin.'

/** The message of a step that e-mails the buyer: what was done, and whether the buyer got it by e-mail. */
export const mailedMessage = (done: string, mailed: boolean) => (mailed ? `${done}; alıcıya e-postayla iletildi` : `${done}. ${NOT_MAILED}`)

/** 405 with the methods the address takes. */
export const methodNotAllowed = (allow: string) =>
  Response.json({ message: `Bu adres yalnızca şu yöntemleri kabul eder: ${allow}` }, { status: 405, headers: { Allow: allow } })

/** The answer to a failed call: a QuoteError with its status and `{ message }`, like every ApiError. */
export function quoteErrorResponse(error: unknown): Response {
  return apiErrorResponse(error instanceof QuoteError ? new ApiError(error.status, error.message) : error)
}

/** GET of what `read` gives for the address's id (a lead's or a quote's), for an admin. */
export const quoteJsonLoader =
  (read: (id: string) => Promise<unknown>) =>
  ({ request, params }: { request: Request; params: { id: string } }) =>
    answerQuoteApi(request, async () => Response.json(await read(params.id)))

/**
 * An admin quote endpoint: the caller must be an admin; with `only`, any other method answers 405
 * naming the methods the address takes (`allow`); a failure answers as `quoteErrorResponse`.
 */
export async function answerQuoteApi(
  request: Request,
  work: (admin: AdminUser) => Promise<Response>,
  only?: { method: string; allow: string },
): Promise<Response> {
  const admin = await requireAdminApi(request)
  if (only && request.method !== only.method) return methodNotAllowed(only.allow)
  try {
    return await work(admin)
  } catch (error) {
    return quoteErrorResponse(error)
  }
}
