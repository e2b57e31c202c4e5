/**
 * One function per kind of request a visitor sends. Each stores the lead and its e-mails in one
 * transaction (the e-mails then leave through the outbox), so once a visitor is told "received",
 * the lead exists. The HTML form actions and the JSON API call these same functions.
 */
import { createHash, randomUUID } from 'node:crypto'
import { salesRecipients } from '~/features/content/site-company.server'
import { productTitleSelect } from '~/features/products/product-selects.server'
import { nextReference, type ReferenceSeries } from '~/features/quotes/references.server'
import { currentRequestLink, firstLinkData, LINK_PLACEHOLDER } from '~/features/quotes/request-links.server'
import { requestPath } from '~/features/quotes/request-path'
import { type Lead, type LeadKind, Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { isLocale, type Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { logger } from '~/lib/logger.server'
import { deliverDueEmails } from '~/lib/outbox.server'
import { hitRateLimit } from '~/lib/rate-limit.server'
import { readAttribution } from './attribution.server'
import type { ContactInput } from './contact-schema'
import { type DeclaredValues, declaredValues } from './declared-fields'
import { INDIVIDUAL_COMPANY } from './lead'
import type { LeadLine } from './lead-details'
import { salesNotification, siteNameIn, visitorConfirmation } from './lead-emails.server'
import { districtFor } from './location'
import { internationalPhone } from './phone.server'
import { phoneRegion, type QuoteApiInput, type QuoteFormInput, quoteApiLines, type RequestedLine } from './quote-schema'
import type { TrialApiInput } from './trial-api-schema'
import type { TrialInput } from './trial-schema'

/** Where the request came from, stored with the lead. */
export interface LeadContext {
  locale: Locale
  sourcePath?: string | null
  referrer?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  /** Set by the spam checks; the lead is stored with status spam and nobody is e-mailed. */
  spamReason?: string | null
  /** The form instance's key: posting the same form twice stores one lead. */
  submissionKey?: string | null
  /**
   * The key was made from this visitor and the content (not chosen by an API client), so a repeated
   * post may be given a new private link to the lead it repeats.
   */
  keyFromVisitor?: boolean
  siteUrl: string
}

/** What a stored request answers with: the lead, and for quote and trial requests the reference and private link. */
export interface StoredLead {
  lead: Lead
  duplicate: boolean
  /** The private link's token (quote and trial requests); null for a repeated post whose key an API client chose. */
  token: string | null
}

type LeadData = Omit<
  Prisma.LeadUncheckedCreateInput,
  | 'kind'
  | 'locale'
  | 'status'
  | 'spamReason'
  | 'submissionKey'
  | 'sourcePath'
  | 'referrer'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'items'
  | 'phoneE164'
>

// Where a request came from (page, referrer, campaign cookie) is not typed into a form, so it is
// cleaned rather than refused: control characters go (PostgreSQL refuses NUL in text).
const clip = (value: string | null | undefined, max = 500) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to strip control characters (C0, DEL, C1)
  value ? value.replace(/[\u0000-\u001F\u007F-\u009F]/g, '').slice(0, max) || null : null

const HOUR = 3600_000

/**
 * Whether the visitor's address may get a confirmation now: at most one an hour per address
 * (across instances), so the form cannot be used to send the company's mails to strangers.
 */
async function mayConfirmTo(email: string): Promise<boolean> {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
  const { allowed } = await hitRateLimit(`lead-confirmation:${address}`, 1, HOUR)
  return allowed
}

/** kg with at most three decimals, as the rows keep them (12.5 stays 12.5). */
const kg = (value: number | null | undefined) => (value == null ? null : Math.round(value * 1000) / 1000)

/**
 * The rows of the requested lines: each names our product (its Turkish title now, kept even if
 * the product is renamed or deleted later); an id we do not know is kept in the title, unlinked.
 * Also the products' titles in the visitor's language, for the confirmation (product id → title).
 */
async function leadLines(
  requested: readonly RequestedLine[],
  locale: Locale,
): Promise<{ lines: LeadLine[]; localTitles: Map<string, string> }> {
  const ids = [...new Set(requested.map((line) => line.productId))]
  const rows = ids.length ? await prisma.product.findMany({ where: { id: { in: ids } }, select: productTitleSelect }) : []
  const titles = new Map(rows.map((r) => [r.id, r.title_tr]))
  const localTitles = new Map(rows.map((row) => [row.id, localized(row, 'title', locale)]))
  const lines = requested.map((line, i) => {
    const title = titles.get(line.productId)
    return {
      position: i + 1,
      productId: title === undefined ? null : line.productId,
      title: title ?? `Bilinmeyen ürün (${line.productId})`,
      calibre: line.calibre?.trim() || null,
      quantityKg: kg(line.quantity),
      packSizeKg: kg(line.packSize),
    }
  })
  return { lines, localTitles }
}

/** Every request gets a reference of its kind's series; quote and trial requests also a private link. */
const referenceSeries = { quote: 'RFQ', trial: 'TRL', contact: 'MSG' } as const satisfies Record<LeadKind, ReferenceSeries>
const hasLink = (kind: LeadKind) => kind !== 'contact'

async function storeLead(
  kind: LeadKind,
  data: LeadData,
  context: LeadContext,
  requested: readonly RequestedLine[] = [],
): Promise<StoredLead> {
  const now = new Date()
  const series = referenceSeries[kind]
  const reference = await nextReference(series, now)
  const id = randomUUID()
  const link = hasLink(kind) ? firstLinkData(id, now) : null
  // The confirmation holds the link's placeholder: the outbox writes the link in when it sends it.
  const linkUrl = link ? `${context.siteUrl}${requestPath(LINK_PLACEHOLDER, context.locale)}` : null
  const submissionKey = clip(context.submissionKey, 100)
  const isSpam = Boolean(context.spamReason)
  const { lines, localTitles } = await leadLines(requested, context.locale)
  const lead = {
    ...data,
    id,
    createdAt: now,
    kind,
    reference,
    locale: context.locale,
    status: isSpam ? ('spam' as const) : ('new' as const),
    phoneE164: internationalPhone(data.phone, phoneRegion(data.country, context.locale)),
    spamReason: context.spamReason ?? null,
    submissionKey,
    sourcePath: clip(context.sourcePath),
    referrer: clip(context.referrer),
    utmSource: clip(context.utmSource, 200),
    utmMedium: clip(context.utmMedium, 200),
    utmCampaign: clip(context.utmCampaign, 200),
  }
  const recipients = await salesRecipients()
  const confirm = !isSpam && lead.email ? await mayConfirmTo(lead.email) : false
  const drafts = isSpam
    ? []
    : [
        salesNotification(lead, lines, recipients, context.siteUrl),
        // Signed with the name the visitor saw on the site, in their language.
        confirm ? visitorConfirmation(lead, lines, siteNameIn(lead.locale), localTitles, linkUrl) : null,
      ].filter((d) => d !== null)
  try {
    // One statement batch: the lead, its lines and its e-mails are stored together or not at all.
    const stored = await prisma.lead.create({
      data: { ...lead, items: { create: lines }, emails: { create: drafts }, links: link ? { create: [link.data] } : undefined },
    })
    if (drafts.length) void deliverDueEmails().catch((error) => logger.error({ err: error }, 'Outbox delivery failed'))
    return { lead: stored, duplicate: false, token: link?.token ?? null }
  } catch (error) {
    // The same form posted again (double click, reload after a lost answer): it is already stored.
    if (submissionKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const existing = await prisma.lead.findUniqueOrThrow({ where: { submissionKey } })
      // The visitor who sent it gets the request's link again; a key an API client chose opens nothing.
      const token = link && context.keyFromVisitor ? await currentRequestLink(existing.id, now) : null
      return { lead: existing, duplicate: true, token }
    }
    throw error
  }
}

/**
 * A request with product lines (a quote or a trial-package request): the contact data, the
 * country, the lines and the visitor's text; a quote request also its declared fields, a trial
 * request from the API its priority.
 */
export interface ProductRequest {
  name: string
  company?: string | null
  email?: string | null
  phone: string
  country?: string | null
  city?: string | null
  district?: string | null
  address?: string | null
  /** The visitor's text (quote), notes (trial form) or message (trial API). */
  details?: string | null
  priority?: string | null
  /** The declared fields' values (the buyer's terms). */
  fields?: DeclaredValues | null
  lines: readonly RequestedLine[]
}
export type QuoteRequest = ProductRequest
export type TrialRequest = ProductRequest

/** The stored columns of a request: a blank value is none, the district only counts for Türkiye. */
const requestColumns = (input: ProductRequest): LeadData => ({
  name: input.name,
  company: input.company || null,
  email: input.email || null,
  phone: input.phone,
  country: input.country || null,
  city: input.city || null,
  district: districtFor(input.country, input.district) || null,
  address: input.address || null,
  details: input.details || null,
  priority: input.priority || null,
  fields: input.fields ?? undefined,
})

/** Stores a quote request (the HTML form and POST /api/rfq). */
export const createQuoteLead = (input: QuoteRequest, context: LeadContext) =>
  storeLead('quote', requestColumns(input), context, input.lines)

export const quoteFromForm = ({ items, ...form }: QuoteFormInput): QuoteRequest => ({
  ...form,
  fields: declaredValues('quote', form),
  lines: items,
})
export const quoteFromApi = (input: QuoteApiInput): QuoteRequest => ({
  ...input,
  fields: declaredValues('quote', input),
  lines: quoteApiLines(input),
})

/** Stores a trial-package request (the HTML form and POST /api/trial-package); without a company it is 'Bireysel'. */
export const createTrialLead = (input: TrialRequest, context: LeadContext) =>
  storeLead('trial', { ...requestColumns(input), company: input.company || INDIVIDUAL_COMPANY }, context, input.lines)

export const trialFromForm = (input: TrialInput): TrialRequest => ({
  name: input.fullName,
  company: input.company,
  email: input.email,
  phone: input.phone,
  country: input.country,
  address: input.address,
  details: input.notes,
  lines: input.selectedProducts,
})

export const trialFromApi = (input: TrialApiInput): TrialRequest => ({
  name: input.contactPerson,
  company: input.companyName,
  email: input.email,
  phone: input.phone,
  country: input.country && /^[a-z]{2}$/i.test(input.country) ? input.country.toUpperCase() : input.country,
  address: input.address,
  details: input.message,
  priority: input.priority,
  lines: input.products.map((productId) => ({ productId })),
})

/** A contact-form message (stored once, in `message`, and notified). */
export function createContactLead(input: ContactInput, context: LeadContext) {
  return storeLead(
    'contact',
    { name: input.name, email: input.email, phone: input.phone || null, subject: input.subject, message: input.message },
    context,
  )
}

/**
 * The JSON answer to a stored quote or trial request: the lead's id, the reference and the
 * private page's address (none for a repeated post whose key the client chose).
 */
export const storedLeadJson = ({ lead, token }: StoredLead, siteUrl: string, message: string) => ({
  id: lead.id,
  reference: lead.reference,
  requestUrl: token ? `${siteUrl}${requestPath(token, isLocale(lead.locale) ? lead.locale : 'tr')}` : null,
  message,
})

/** The lead context of a request: the form's page and the visit's first-touch attribution. */
export async function leadContextFrom(
  request: Request,
  locale: Locale,
  siteUrl: string,
): Promise<Omit<LeadContext, 'spamReason' | 'submissionKey'>> {
  const attribution = await readAttribution(request.headers.get('Cookie'))
  const page = request.headers.get('referer')
  let sourcePath: string | null = null
  try {
    sourcePath = page ? new URL(page).pathname : null
  } catch {
    sourcePath = null
  }
  return { locale, siteUrl, sourcePath: sourcePath ?? new URL(request.url).pathname, ...attribution }
}
