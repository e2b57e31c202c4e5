/**
 * The pages' editable content: what visitors read (the published document, kept in memory per
 * content version) and the admin's writes (a draft, its publication as a revision, a revision
 * restored as a draft). Every write names the version it was based on; a write based on an older
 * one is refused with what is stored now, so the last save never silently wins.
 */
import { randomUUID } from 'node:crypto'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { refreshShownCertificatesInBackground } from '~/features/certificates/certificates.server'
import { Prisma } from '~/generated/prisma/client'
import { contentReadOrLastGood } from '~/lib/content-reads.server'
import { prisma, WRITE_TRANSACTION } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { logger } from '~/lib/logger.server'
import { renderPageText } from '~/lib/markdown.server'
import { configuredSettings, type SettingsDocument } from './company.server'
import {
  BASIS_KEY,
  type ContentChange,
  contentChanges,
  type DocumentLeaf,
  missingTexts,
  nextBasis,
  outdatedTexts,
  type PageContent,
  pageContentIn,
  readBasis,
  readDocument,
  type TranslatedLocale,
  translatedLocales,
} from './content-document'
import type { ContentDeclaration, ContentDocument, ContentField } from './define-content'
import { type ContentKey, contentKeys, contentPages, isContentKey } from './pages'
import { previewedDraft, previewedKey, previewNotFound } from './preview.server'
import { currentYear, placeFactsIn, type SiteFacts, type StoredFacts, siteFactsIn } from './site-facts'
import { siteSettings } from './site-settings'

type Declaration<K extends ContentKey> = (typeof contentPages)[K]
type AnyDocument = Record<string, unknown>

/**
 * A stored or posted document made whole against its declaration: what it does not hold takes
 * its first value, the declaration's, or for the site settings' company parts the
 * configuration's (configuredSettings). Nothing stored: the installation's document.
 */
function wholeDocument(declaration: ContentDeclaration, stored: unknown, newRowId?: (index: number) => string): AnyDocument {
  if (declaration.key !== siteSettings.key) return readDocument(declaration, stored ?? undefined, newRowId) as AnyDocument
  const given = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {}
  return readDocument(declaration, { ...configuredSettings(), ...given }, newRowId) as AnyDocument
}

const storedDocument = (declaration: ContentDeclaration, stored: unknown | undefined) => wholeDocument(declaration, stored)

/** The facts a site-settings document states, as texts place them this year. */
const factsOf = (settings: unknown, year: number): SiteFacts =>
  siteFactsIn((storedDocument(siteSettings, settings) as ContentDocument<typeof siteSettings.fields>).facts as StoredFacts, year)

/** What reads a stored entry: the client, or the transaction a write runs in (a read beside it would wait for a second connection). */
export type SettingsReader = Pick<Prisma.TransactionClient, 'contentEntry'>

const publishedDocument = async (key: string, db: SettingsReader = prisma) =>
  (await db.contentEntry.findUnique({ where: { key }, select: { published: true } }))?.published

/** The site settings as published, whole (the configuration's company data where none is saved yet), read once per content version. */
export function publishedSettings(db: SettingsReader = prisma): Promise<SettingsDocument> {
  return contentReadOrLastGood(
    'site settings',
    async () => wholeDocument(siteSettings, await publishedDocument(siteSettings.key, db)) as SettingsDocument,
  )
}

/** The site settings of the installation (the database cannot be read). */
export const installationSettings = (): SettingsDocument => wholeDocument(siteSettings, undefined) as SettingsDocument

/** The site's published facts (site-facts.ts), read once per content version and year. */
export function siteFacts(): Promise<SiteFacts> {
  const year = currentYear()
  return contentReadOrLastGood(`site facts ${year}`, async () => factsOf(await publishedDocument(siteSettings.key), year))
}

/**
 * `read`'s records (products, posts, SEO settings) with the company's facts placed in every text,
 * in every language, before one is picked: titles, summaries and bodies alike, for the pages, the
 * sheets, the social images and the public API. A cached read placing them names the year in its key.
 */
export async function withFactsPlaced<T>(read: Promise<T>): Promise<T> {
  const [value, facts] = await Promise.all([read, siteFacts()])
  return placeFactsIn(value, facts)
}

const shown = <K extends ContentKey>(key: K, document: unknown, locale: Locale, facts: SiteFacts) =>
  pageContentIn(
    contentPages[key] as ContentDeclaration,
    storedDocument(contentPages[key], document) as ContentDocument<Record<string, ContentField>>,
    locale,
    renderPageText,
    facts,
  ) as PageContent<Declaration<K>['fields']>

/** A page's published content in `locale` (empty texts filled from the fallback language, the facts placed), read once per content version. */
export function pageContent<K extends ContentKey>(key: K, locale: Locale): Promise<PageContent<Declaration<K>['fields']>> {
  return contentReadOrLastGood(`page content ${key} ${locale} ${currentYear()}`, async () => {
    const [document, facts] = await Promise.all([publishedDocument(key), siteFacts()])
    return shown(key, document, locale, facts)
  })
}

/**
 * What a page shows for this request: its published content, or, at an admin's preview link
 * (preview.server.ts), the draft that link was made for: the page's own draft, or the site
 * settings' draft placed in the published page. A link for another version is a 404.
 */
export async function requestedPageContent<K extends ContentKey>(
  key: K,
  request: Request,
  locale: Locale,
): Promise<{ content: PageContent<Declaration<K>['fields']>; preview: boolean }> {
  const previewed = await previewedDraft(request, [key, siteSettings.key])
  if (previewed === null) return { content: await pageContent(key, locale), preview: false }
  const draft = await previewedDocument(previewed)
  if (previewed.key === siteSettings.key) {
    return { content: shown(key, await publishedDocument(key), locale, factsOf(draft, currentYear())), preview: true }
  }
  return { content: shown(key, draft, locale, await siteFacts()), preview: true }
}

/** The draft a preview link was made for (the published document when there is none); the site's 404 when it is no longer the stored one. */
async function previewedDocument(previewed: { key: string; version: number }): Promise<unknown> {
  const entry = await prisma.contentEntry.findUnique({
    where: { key: previewed.key },
    select: { version: true, draft: true, published: true },
  })
  if (!entry || entry.version !== previewed.version) throw previewNotFound()
  return entry.draft ?? entry.published
}

/** The site settings' draft a request previews: its document and the facts it states. */
export interface SettingsPreview {
  document: SettingsDocument
  facts: SiteFacts
}

const settingsPreviewContext = createContext<SettingsPreview | null>(null)

/**
 * At a site settings' preview link the whole page shows their draft: the footer, the working
 * hours and the SEO texts as well as the page's own texts (requestedPageContent). A link for
 * another page's draft is that page's to check.
 */
export const settingsPreviewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (previewedKey(request) === siteSettings.key) {
    const previewed = await previewedDraft(request, [siteSettings.key])
    if (previewed) {
      const document = wholeDocument(siteSettings, await previewedDocument(previewed)) as SettingsDocument
      context.set(settingsPreviewContext, { document, facts: factsOf(document, currentYear()) })
    }
  }
  return next()
}

/** The site settings' draft this request previews (settingsPreviewMiddleware), or null. */
export const previewedSettings = (context: Readonly<RouterContextProvider>): SettingsPreview | null => context.get(settingsPreviewContext)

/** Who wrote a state of the content, and when. */
export interface Authorship {
  at: Date | null
  by: string | null
}

export interface RevisionSummary {
  number: number
  publishedAt: Date
  publishedBy: string | null
  restoredFrom: number | null
  /** What it changed from the revision before (none for the first). */
  changes: ContentChange[]
}

export interface ContentEditorState {
  key: ContentKey
  /** The version the next write must name (0: nothing stored yet). */
  version: number
  published: AnyDocument
  /** The draft being edited; null when the page has none beyond what is published. */
  draft: AnyDocument | null
  draftSaved: Authorship
  lastPublished: Authorship
  /** When the draft is published by itself, and who scheduled it (`at` null: not scheduled). */
  scheduled: Authorship
  /** Translations of the document being edited whose Turkish source changed since ('leafKey|locale'). */
  outdated: string[]
  /** The latest HISTORY_SHOWN revisions, newest first. */
  revisions: RevisionSummary[]
  /** Revisions older than those (kept, not shown). */
  olderRevisions: number
}

/** How many of a page's latest revisions the editor shows (each with its changes). */
export const HISTORY_SHOWN = 50

/** A page's content as the editor shows it: published, draft, and its latest revisions with their changes. */
export async function contentEditorState(key: ContentKey): Promise<ContentEditorState> {
  const declaration: ContentDeclaration = contentPages[key]
  const entry = await prisma.contentEntry.findUnique({
    where: { key },
    select: {
      version: true,
      published: true,
      draft: true,
      draftSavedAt: true,
      draftSavedBy: true,
      publishedAt: true,
      publishedBy: true,
      publishAt: true,
      publishScheduledBy: true,
      // One more than shown: the basis of the oldest shown revision's changes.
      revisions: {
        orderBy: { number: 'desc' },
        take: HISTORY_SHOWN + 1,
        select: { number: true, document: true, publishedAt: true, publishedBy: true, restoredFrom: true },
      },
      _count: { select: { revisions: true } },
    },
  })
  if (!entry) {
    return {
      key,
      version: 0,
      published: wholeDocument(declaration, undefined),
      draft: null,
      draftSaved: { at: null, by: null },
      lastPublished: { at: null, by: null },
      scheduled: { at: null, by: null },
      outdated: [],
      revisions: [],
      olderRevisions: 0,
    }
  }
  const rows = entry.revisions.toReversed()
  const documents = rows.map((revision) => wholeDocument(declaration, revision.document) as AnyDocument)
  const read = rows.map((revision, index) => ({
    number: revision.number,
    publishedAt: revision.publishedAt,
    publishedBy: revision.publishedBy,
    restoredFrom: revision.restoredFrom,
    changes: index === 0 ? [] : contentChanges(declaration, documents[index - 1], documents[index]),
  }))
  const revisions = rows.length > HISTORY_SHOWN ? read.slice(1) : read
  return {
    key,
    version: entry.version,
    published: wholeDocument(declaration, entry.published),
    draft: entry.draft === null ? null : wholeDocument(declaration, entry.draft),
    draftSaved: { at: entry.draftSavedAt, by: entry.draftSavedBy },
    lastPublished: { at: entry.publishedAt, by: entry.publishedBy },
    scheduled: { at: entry.publishAt, by: entry.publishScheduledBy },
    outdated: outdatedKeys(declaration, entry.draft ?? entry.published),
    revisions: revisions.reverse(),
    olderRevisions: entry._count.revisions - revisions.length,
  }
}

/** The outdated translations of a stored document, as 'leafKey|locale'. */
function outdatedKeys(declaration: ContentDeclaration, stored: unknown): string[] {
  const document = wholeDocument(declaration, stored) as AnyDocument
  const basis = readBasis(stored)
  return translatedLocales.flatMap((locale) => outdatedTexts(declaration, document, basis, locale).map((leaf) => `${leaf.key}|${locale}`))
}

/** The stored document being edited (the draft, else the published one), as stored; null when nothing is stored. */
export async function storedEditingDocument(key: ContentKey): Promise<unknown> {
  const entry = await prisma.contentEntry.findUnique({ where: { key }, select: { draft: true, published: true } })
  return entry ? (entry.draft ?? entry.published) : null
}

/** A stored revision's document, or null when the page has no such revision. */
export async function contentRevision(key: ContentKey, number: number): Promise<AnyDocument | null> {
  const revision = await prisma.contentRevision.findUnique({ where: { key_number: { key, number } }, select: { document: true } })
  return revision ? wholeDocument(contentPages[key] as ContentDeclaration, revision.document) : null
}

/**
 * When the owner last published the page (revision 1 is the installation's texts, not a
 * publication): null while its texts are the installation's. Read once per content version.
 */
export function lastPublished(key: ContentKey): Promise<Date | null> {
  return contentReadOrLastGood(`last published ${key}`, async () => {
    const last = await prisma.contentRevision.findFirst({
      where: { key, number: { gt: 1 } },
      orderBy: { number: 'desc' },
      select: { publishedAt: true },
    })
    return last?.publishedAt ?? null
  })
}

/** A write refused because another one came first: what is stored now. */
export interface ContentConflict {
  version: number
  /** The draft stored now (or the published document when there is no draft). */
  document: AnyDocument
  savedBy: string | null
  savedAt: Date | null
}

export type ContentWriteResult = { ok: true; version: number; revision: number | null } | { ok: false; conflict: ContentConflict }

const json = (document: AnyDocument) => document as Prisma.InputJsonObject

interface WriteInput {
  /** The version the admin's form was based on. */
  baseVersion: number
  /** The admin's e-mail. */
  by: string
}

type Transaction = Parameters<Parameters<typeof prisma.$transaction>[0]>[0]

/** Makes `next` the page's next revision when it differs from `published`; returns its number (null: nothing changed). */
async function addRevision(
  tx: Transaction,
  key: string,
  declaration: ContentDeclaration,
  published: AnyDocument,
  next: AnyDocument,
  { by, now, restoredFrom }: { by: string | null; now: Date; restoredFrom: number | null },
): Promise<number | null> {
  if (contentChanges(declaration, published, next).length === 0) return null
  const last = await tx.contentRevision.aggregate({ where: { key }, _max: { number: true } })
  const number = (last._max.number ?? 0) + 1
  await tx.contentRevision.create({ data: { key, number, document: json(next), publishedBy: by, publishedAt: now, restoredFrom } })
  return number
}

/** What a publication writes on the entry: the document is published, the draft and its schedule are gone. */
const publishedData = (next: AnyDocument, by: string | null, now: Date) => ({
  published: json(next),
  draft: Prisma.DbNull,
  draftRestoredFrom: null,
  publishAt: null,
  publishScheduledBy: null,
  publishedAt: now,
  publishedBy: by,
  version: { increment: 1 },
})

/**
 * Saves `document` as the page's draft, or (`publish`) publishes it: visitors see it on their
 * next request, and it becomes the page's next revision. `restoredFrom`: the document is that
 * revision, restored. `schedule`: the draft is published by itself at that time
 * (publishDueContent). Refused when `baseVersion` is not the stored version.
 */
export async function saveContent(
  key: ContentKey,
  document: AnyDocument,
  {
    baseVersion,
    by,
    publish,
    restoredFrom = null,
    schedule = null,
    confirmed = new Set(),
  }: WriteInput & {
    publish: boolean
    restoredFrom?: number | null
    schedule?: Date | null
    /** Translations confirmed as up to date with their Turkish text ('leafKey|locale'). */
    confirmed?: ReadonlySet<string>
  },
): Promise<ContentWriteResult> {
  const declaration: ContentDeclaration = contentPages[key]
  // A row added in the form has no id yet: it gets one that stays with it from now on.
  const next = wholeDocument(declaration, document, () => randomUUID()) as AnyDocument
  const now = new Date()
  try {
    return await prisma.$transaction(async (tx) => {
      const entry = await tx.contentEntry.findUnique({
        where: { key },
        select: { version: true, published: true, draft: true, draftRestoredFrom: true },
      })
      if ((entry?.version ?? 0) !== baseVersion) return { ok: false as const, conflict: await currentState(tx, key) }
      // Which Turkish text each translation was made from, carried from the document being edited.
      const editing = entry ? (entry.draft ?? entry.published) : null
      const basis = nextBasis(declaration, wholeDocument(declaration, editing) as AnyDocument, readBasis(editing), next, confirmed)
      const stored = { ...next, [BASIS_KEY]: basis }
      if (!entry) {
        // The page's first write: its first texts are revision 1, so they can always be restored.
        await tx.contentEntry.create({ data: { key, published: json(wholeDocument(declaration, undefined)), version: 0 } })
        await tx.contentRevision.create({
          data: { key, number: 1, document: json(wholeDocument(declaration, undefined)), publishedBy: null },
        })
      }
      const published = entry ? wholeDocument(declaration, entry.published) : wholeDocument(declaration, undefined)
      const revision = publish
        ? await addRevision(tx, key, declaration, published as AnyDocument, stored, {
            by,
            now,
            restoredFrom: restoredFrom ?? entry?.draftRestoredFrom ?? null,
          })
        : null
      const updated = await tx.contentEntry.updateMany({
        where: { key, version: entry?.version ?? 0 },
        data: publish
          ? publishedData(stored, by, now)
          : {
              draft: json(stored),
              draftSavedAt: now,
              draftSavedBy: by,
              // A restored revision stays the draft's origin while it is edited further.
              ...(restoredFrom === null ? {} : { draftRestoredFrom: restoredFrom }),
              ...(schedule === null ? {} : { publishAt: schedule, publishScheduledBy: by }),
              version: { increment: 1 },
            },
      })
      if (updated.count !== 1) throw new ContentRaceLost()
      return { ok: true as const, version: (entry?.version ?? 0) + 1, revision }
    }, WRITE_TRANSACTION)
  } catch (error) {
    // Another first write of the page, or a write between the read and the update: it came first.
    const raced = error instanceof ContentRaceLost || (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
    if (!raced) throw error
    return { ok: false, conflict: await currentState(prisma, key) }
  }
}

/** Cancels the page's scheduled publication (the draft stays). */
export async function unscheduleContent(key: ContentKey, { baseVersion }: { baseVersion: number }): Promise<ContentWriteResult> {
  const updated = await prisma.contentEntry.updateMany({
    where: { key, version: baseVersion },
    data: { publishAt: null, publishScheduledBy: null, version: { increment: 1 } },
  })
  if (updated.count !== 1) return { ok: false, conflict: await currentState(prisma, key) }
  return { ok: true, version: baseVersion + 1, revision: null }
}

/**
 * Publishes every draft whose scheduled time has come (by the database's clock), each exactly
 * once however many processes and instances call this at the same time: a due entry is taken
 * with its row locked, and any other caller skips it. Returns the pages published.
 */
export async function publishDueContent(): Promise<string[]> {
  const published: string[] = []
  for (;;) {
    const key = await prisma.$transaction(async (tx) => {
      const [due] = await tx.$queryRaw<{ key: string }[]>`
        SELECT "key" FROM "ContentEntry" WHERE "publishAt" <= now() ORDER BY "publishAt" LIMIT 1 FOR UPDATE SKIP LOCKED`
      if (!due) return null
      const entry = await tx.contentEntry.findUniqueOrThrow({
        where: { key: due.key },
        select: { published: true, draft: true, draftRestoredFrom: true, publishScheduledBy: true },
      })
      if (!isContentKey(due.key) || entry.draft === null) {
        // Nothing to publish (the draft was dropped, or the page left the site): the schedule goes.
        await tx.contentEntry.update({ where: { key: due.key }, data: { publishAt: null, publishScheduledBy: null } })
        return due.key
      }
      const declaration: ContentDeclaration = contentPages[due.key]
      const now = new Date()
      const next = { ...wholeDocument(declaration, entry.draft), [BASIS_KEY]: readBasis(entry.draft) }
      const by = entry.publishScheduledBy
      await addRevision(tx, due.key, declaration, wholeDocument(declaration, entry.published), next, {
        by,
        now,
        restoredFrom: entry.draftRestoredFrom,
      })
      await tx.contentEntry.update({ where: { key: due.key }, data: publishedData(next, by, now) })
      published.push(due.key)
      return due.key
    }, WRITE_TRANSACTION)
    if (key === null) return published
  }
}

/** How often each server process looks for scheduled publications that are due. */
export const SCHEDULE_POLL_MS = 10_000

/**
 * Publishes due drafts now (a publication missed while the site was down goes out at start-up)
 * and every SCHEDULE_POLL_MS; returns the function that stops it.
 */
export function startContentScheduler(intervalMs = SCHEDULE_POLL_MS): () => void {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = running
      .then(publishDueContent)
      .then((keys) => {
        if (keys.length > 0) logger.info({ pages: keys }, 'Scheduled page content published')
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Scheduled page content could not be published; trying again'))
    void refreshShownCertificatesInBackground()
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

class ContentRaceLost extends Error {}

/** Drops the page's draft and its schedule (the published content stays). */
export async function discardDraft(key: ContentKey, { baseVersion }: { baseVersion: number }): Promise<ContentWriteResult> {
  const updated = await prisma.contentEntry.updateMany({
    where: { key, version: baseVersion },
    data: {
      draft: Prisma.DbNull,
      draftSavedAt: null,
      draftSavedBy: null,
      draftRestoredFrom: null,
      publishAt: null,
      publishScheduledBy: null,
      version: { increment: 1 },
    },
  })
  if (updated.count !== 1) return { ok: false, conflict: await currentState(prisma, key) }
  return { ok: true, version: baseVersion + 1, revision: null }
}

type Reader = Pick<typeof prisma, 'contentEntry'>

async function currentState(db: Reader, key: ContentKey): Promise<ContentConflict> {
  const declaration: ContentDeclaration = contentPages[key]
  const entry = await db.contentEntry.findUnique({
    where: { key },
    select: { version: true, published: true, draft: true, draftSavedAt: true, draftSavedBy: true, publishedAt: true, publishedBy: true },
  })
  if (!entry) return { version: 0, document: wholeDocument(declaration, undefined), savedBy: null, savedAt: null }
  const hasDraft = entry.draft !== null
  return {
    version: entry.version,
    document: wholeDocument(declaration, hasDraft ? entry.draft : entry.published),
    savedBy: hasDraft ? entry.draftSavedBy : entry.publishedBy,
    savedAt: hasDraft ? entry.draftSavedAt : entry.publishedAt,
  }
}

export interface ContentOverviewRow {
  key: ContentKey
  label: string
  hasDraft: boolean
  lastPublished: Authorship
  /** Texts with Turkish but no English (German) text, by their labels: the site shows them in another language. */
  missing: Record<TranslatedLocale, string[]>
  /** Translations whose Turkish source changed after they were written, by their labels. */
  outdated: Record<TranslatedLocale, string[]>
}

const perLanguage = (leaves: (locale: TranslatedLocale) => DocumentLeaf[]) =>
  Object.fromEntries(translatedLocales.map((locale) => [locale, leaves(locale).map((leaf) => leaf.labels.join(' › '))])) as Record<
    TranslatedLocale,
    string[]
  >

/** Every editable page with its state and translation gaps (of what visitors see), in the registry's order. */
export async function contentOverview(): Promise<ContentOverviewRow[]> {
  const entries = await prisma.contentEntry.findMany({
    select: { key: true, published: true, draft: true, publishedAt: true, publishedBy: true },
  })
  return contentKeys.map((key) => {
    const declaration: ContentDeclaration = contentPages[key]
    const entry = entries.find((row) => row.key === key)
    const published = entry ? wholeDocument(declaration, entry.published) : wholeDocument(declaration, undefined)
    return {
      key,
      label: declaration.label,
      hasDraft: entry?.draft !== null && entry?.draft !== undefined,
      lastPublished: { at: entry?.publishedAt ?? null, by: entry?.publishedBy ?? null },
      missing: perLanguage((locale) => missingTexts(declaration, published, locale)),
      outdated: perLanguage((locale) => outdatedTexts(declaration, published, readBasis(entry?.published), locale)),
    }
  })
}
