/**
 * One function per kind of request a visitor sends. Each stores the lead and its e-mails in one
 * transaction (the e-mails then leave through the outbox), so once a visitor is told "received",
 * the lead exists. The HTML form actions and the JSON API call these same functions.
 */
import { createHash, randomUUID } from 'node:crypto'
import { composeQuoteDetails, composeTrialMessage } from '~/domain/lead-details'
import type { ContactInput } from '~/forms/contact'
import type { QuoteApiInput, QuoteFormInput, QuoteInput } from '~/forms/quote'
import type { TrialInput } from '~/forms/trial'
import { Prisma, type LeadKind } from '~/generated/prisma/client'
import { prisma } from './db.server'
import { env } from './env.server'
import { type ConfirmationLine, salesNotification, visitorConfirmation } from './lead-emails.server'
import type { Locale } from './locale'
import { localized } from './localized'
import { deliverDueEmails } from './outbox.server'
import { hitRateLimit } from './rate-limit.server'
import { readAttribution } from '~/middleware/attribution.server'

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
  siteUrl: string
}

type LeadData = Omit<Prisma.LeadUncheckedCreateInput, 'kind' | 'locale' | 'status' | 'spamReason' | 'submissionKey' | 'sourcePath' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>

// Where a request came from (page, referrer, campaign cookie) is not typed into a form, so it is
// cleaned rather than refused: control characters go (PostgreSQL refuses NUL in text).
const clip = (value: string | null | undefined, max = 500) => (value ? value.replace(/[\u0000-\u001F\u007F-\u009F]/g, '').slice(0, max) || null : null)

/** A product line the visitor's confirmation names: our product's id and the quantity asked for. */
interface RequestedLine {
  productId: string
  quantity?: number | null
}

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

async function storeLead(kind: LeadKind, data: LeadData, context: LeadContext, requested: RequestedLine[] = []) {
  const e = env()
  const submissionKey = clip(context.submissionKey, 100)
  const isSpam = Boolean(context.spamReason)
  const lead = {
    ...data,
    id: randomUUID(),
    createdAt: new Date(),
    kind,
    locale: context.locale,
    status: isSpam ? ('spam' as const) : ('new' as const),
    spamReason: context.spamReason ?? null,
    submissionKey,
    sourcePath: clip(context.sourcePath),
    referrer: clip(context.referrer),
    utmSource: clip(context.utmSource, 200),
    utmMedium: clip(context.utmMedium, 200),
    utmCampaign: clip(context.utmCampaign, 200),
  }
  const recipients = (e.SALES_EMAILS ?? e.COMPANY_EMAIL).split(',').map((r) => r.trim()).filter(Boolean)
  const confirm = !isSpam && lead.email ? await mayConfirmTo(lead.email) : false
  const confirmationLines = confirm ? await productLines(requested, context.locale) : []
  const drafts = isSpam
    ? []
    : [salesNotification(lead, recipients, context.siteUrl), confirm ? visitorConfirmation(lead, e.COMPANY_NAME, confirmationLines) : null].filter((d) => d !== null)
  try {
    // One statement batch: the lead and its e-mails are stored together or not at all.
    const stored = await prisma.lead.create({ data: { ...lead, emails: { create: drafts } } })
    if (drafts.length) void deliverDueEmails().catch((error) => console.error('Outbox delivery failed:', error))
    return { lead: stored, duplicate: false }
  } catch (error) {
    // The same form posted again (double click, reload after a lost answer): it is already stored.
    if (submissionKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const existing = await prisma.lead.findUniqueOrThrow({ where: { submissionKey } })
      return { lead: existing, duplicate: true }
    }
    throw error
  }
}

async function productTitles(ids: string[]) {
  const rows = ids.length ? await prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, title_tr: true } }) : []
  const titles = new Map(rows.map((r) => [r.id, r.title_tr]))
  return (id: string) => titles.get(id) ?? `Bilinmeyen ürün (${id})`
}

/** The lines of a confirmation: products of our catalogue in the visitor's language (unknown ids are left out). */
async function productLines(requested: RequestedLine[], locale: Locale): Promise<ConfirmationLine[]> {
  const ids = [...new Set(requested.map((line) => line.productId))]
  if (ids.length === 0) return []
  const rows = await prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, title_tr: true, title_en: true, title_de: true } })
  const byId = new Map(rows.map((row) => [row.id, localized(row, 'title', locale)]))
  return requested.flatMap(({ productId, quantity }) => {
    const title = byId.get(productId)
    return title ? [{ title, quantity: quantity ?? null }] : []
  })
}

/** A quote request in the API's flat shape (spec §7); `details` is stored as given. */
export function createQuoteLead(input: QuoteInput, context: LeadContext) {
  return storeQuote(input, context, input.productId ? [{ productId: input.productId, quantity: input.quantity }] : [])
}

async function storeQuote(input: QuoteInput, context: LeadContext, requested: RequestedLine[]) {
  const product = input.productId
    ? await prisma.product.findUnique({ where: { id: input.productId }, select: { id: true } })
    : null
  return storeLead(
    'quote',
    {
      name: input.name,
      company: input.company || null,
      email: input.email || null,
      phone: input.phone,
      city: input.city || null,
      district: input.district || null,
      address: input.address || null,
      // An unknown product id is kept in the text, never lost, but not linked.
      productId: product?.id ?? null,
      details: product || !input.productId ? input.details || null : [`Ürün kimliği: ${input.productId}`, input.details].filter(Boolean).join('\n\n'),
      quantity: input.quantity ?? null,
      calibre: input.calibre || null,
      packSize: input.packSize ?? null,
    },
    context,
    requested,
  )
}

/** The HTML quote form: its product lines become the summary blocks before the visitor's text. */
export async function createQuoteLeadFromForm(form: QuoteFormInput, context: LeadContext) {
  const title = await productTitles(form.items.map((i) => i.productId))
  const details = composeQuoteDetails(
    form.items.map((item) => ({ title: title(item.productId), calibre: item.calibre, quantity: item.quantity, packSize: item.packSize })),
    form.details,
  )
  const [first] = form.items
  return storeQuote(
    {
      ...form,
      details,
      productId: first?.productId,
      quantity: first?.quantity,
      calibre: first?.calibre,
      packSize: first?.packSize ? Math.round(first.packSize) || 1 : undefined,
    },
    context,
    form.items,
  )
}

/** POST /api/rfq: the spec's flat body, or product lines (`items`) like the HTML form's. */
export function createQuoteLeadFromApi({ items, ...input }: QuoteApiInput, context: LeadContext) {
  return items?.length ? createQuoteLeadFromForm({ ...input, items }, context) : createQuoteLead(input, context)
}

/** A trial-package request from the HTML form. */
export async function createTrialLead(input: TrialInput, context: LeadContext) {
  const title = await productTitles(input.selectedProducts.map((p) => p.productId))
  const message = composeTrialMessage(
    input.selectedProducts.map((p) => ({ title: title(p.productId), calibre: p.calibre, quantity: p.quantity })),
    input.address,
    input.notes,
  )
  return storeTrial(
    { companyName: input.company || 'Bireysel', contactPerson: input.fullName, email: input.email, phone: input.phone, country: input.country, address: input.address, message },
    context,
    input.selectedProducts,
  )
}

export interface TrialApiInput {
  companyName: string
  contactPerson: string
  email?: string
  phone: string
  country?: string
  address?: string
  message: string
}

/** A trial-package request in the spec's API shape (message already composed); `requested` names its products. */
export function storeTrial(input: TrialApiInput, context: LeadContext, requested: RequestedLine[] = []) {
  return storeLead(
    'trial',
    {
      name: input.contactPerson,
      company: input.companyName || 'Bireysel',
      email: input.email || null,
      phone: input.phone,
      country: input.country || null,
      address: input.address || null,
      details: input.message,
    },
    context,
    requested,
  )
}

/** A contact-form message (stored and notified, unlike the original site). */
export function createContactLead(input: ContactInput, context: LeadContext) {
  return storeLead(
    'contact',
    { name: input.name, email: input.email, phone: input.phone || null, subject: input.subject, message: input.message, details: input.message },
    context,
  )
}

/** The lead context of a request: the form's page and the visit's first-touch attribution. */
export function leadContextFrom(request: Request, locale: Locale, siteUrl: string): Omit<LeadContext, 'spamReason' | 'submissionKey'> {
  const attribution = readAttribution(request.headers.get('Cookie'))
  const page = request.headers.get('referer')
  let sourcePath: string | null = null
  try {
    sourcePath = page ? new URL(page).pathname : null
  } catch {
    sourcePath = null
  }
  return { locale, siteUrl, sourcePath: sourcePath ?? new URL(request.url).pathname, ...attribution }
}
