/**
 * Every read and write of the SEO screen and of /api/admin/seo: the HTML actions and the JSON
 * routes call these and only translate the answer. A write is visible on the public pages at
 * once (they read the setting on every request; see page-seo.server.ts).
 */

import type { SeoContent } from '~/features/ai/content'
import { generateSeoContent } from '~/features/ai/writers.server'
import { placeFactsIn, type SiteFacts } from '~/features/content/site-facts'
import { Prisma } from '~/generated/prisma/client'
import { AdminWriteError, toApiError } from '~/lib/admin-write-error.server'
import { prisma } from '~/lib/db.server'
import { type Locale, locales } from '~/lib/locale'
import { isUuid } from '~/lib/uuid'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { seoTextsSelect } from './page-seo.server'
import type { SeoSettingInput } from './schemas'
import { builtInSeo, effectiveSeo, type SeoTexts, seoPagePath, seoRequestProducts } from './seo-page'

/** A refused setting write (see AdminWriteError). */
export class AdminSeoError extends AdminWriteError {}
export { toApiError }

export const SEO_NOT_FOUND = 'SEO ayarı bulunamadı'
const PAGE_TAKEN = 'Bu sayfa için zaten bir SEO ayarı var'

export const seoSettingSelect = {
  id: true,
  page: true,
  ...seoTextsSelect,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.SeoSettingSelect

export type AdminSeoSetting = Prisma.SeoSettingGetPayload<{ select: typeof seoSettingSelect }>

/** Every saved setting, the fixed pages' order not implied: alphabetical by page key. */
export function listSeoSettings(): Promise<AdminSeoSetting[]> {
  return prisma.seoSetting.findMany({ select: seoSettingSelect, orderBy: { page: 'asc' } })
}

export async function getSeoSetting(id: string): Promise<AdminSeoSetting | null> {
  if (!isUuid(id)) return null
  return prisma.seoSetting.findUnique({ where: { id }, select: seoSettingSelect })
}

export function getSeoSettingByPage(page: string): Promise<AdminSeoSetting | null> {
  return prisma.seoSetting.findUnique({ where: { page }, select: seoSettingSelect })
}

export async function createSeoSetting(input: SeoSettingInput): Promise<AdminSeoSetting> {
  await assertPageFree(input.page)
  try {
    return await prisma.seoSetting.create({ data: input, select: seoSettingSelect })
  } catch (error) {
    throw pageConflict(error)
  }
}

/** A full update (the page key may change, to one without a setting). */
export async function updateSeoSetting(id: string, input: SeoSettingInput): Promise<AdminSeoSetting> {
  if (!(await getSeoSetting(id))) throw new AdminSeoError(404, SEO_NOT_FOUND)
  await assertPageFree(input.page, id)
  try {
    return await prisma.seoSetting.update({ where: { id }, data: input, select: seoSettingSelect })
  } catch (error) {
    throw pageConflict(error)
  }
}

/** The page then uses its built-in texts again. Answers the deleted setting (its page says where the admin goes back to). */
export async function deleteSeoSetting(id: string): Promise<AdminSeoSetting> {
  const setting = await getSeoSetting(id)
  const { count } = setting ? await prisma.seoSetting.deleteMany({ where: { id: setting.id } }) : { count: 0 }
  // Deleted meanwhile (another tab) counts as not found too.
  if (!setting || count === 0) throw new AdminSeoError(404, SEO_NOT_FOUND)
  return setting
}

async function assertPageFree(page: string, exceptId?: string) {
  const other = await prisma.seoSetting.findFirst({ where: { page, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } })
  if (other) throw new AdminSeoError(409, PAGE_TAKEN, { page: [PAGE_TAKEN] })
}

/** Two saves racing for one page: the database's unique index decides. */
function pageConflict(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
    return new AdminSeoError(409, PAGE_TAKEN, { page: [PAGE_TAKEN] })
  return error
}

const dictionaries: Record<Locale, object> = { tr, en, de }

/** A dotted dictionary key in `locale` ('' when missing, as the public pages would show nothing useful either). */
function translate(locale: Locale, key: string): string {
  let value: unknown = dictionaries[locale]
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined
  return typeof value === 'string' ? value : ''
}

export type SeoTextsByLocale = Record<Locale, SeoTexts>

/** A page's built-in texts in every language, or null for a key no public page reads. */
export function builtInSeoTexts(page: string): SeoTextsByLocale | null {
  const entries = locales.map((locale) => [locale, builtInSeo(page, (key) => translate(locale, key))] as const)
  if (entries.some(([, texts]) => !texts)) return null
  return Object.fromEntries(entries) as SeoTextsByLocale
}

/** What the public page shows in every language: the active setting, else the built-in texts. */
export function publicSeoTexts(page: string, setting: AdminSeoSetting | null, facts: SiteFacts | null = null) {
  const builtIn = builtInSeoTexts(page)
  // As visitors read them: the company's facts placed in their tokens.
  const shown = (texts: ReturnType<typeof effectiveSeo>) => (facts ? placeFactsIn(texts, facts) : texts)
  return {
    path: seoPagePath(page),
    texts: Object.fromEntries(locales.map((locale) => [locale, shown(effectiveSeo(setting, builtIn?.[locale] ?? null, locale))])) as Record<
      Locale,
      ReturnType<typeof effectiveSeo>
    >,
  }
}

/**
 * AI texts for a page (POST /api/admin/seo/generate and the admin's AI buttons): the page, what
 * it is about (the admin's Turkish title and description) and the company's product names
 * (`seoRequestProducts` unless the request names others). Throws AiError.
 */
export function generateSeoTexts(input: { page: string; title?: string; description?: string; products?: string[] }): Promise<SeoContent> {
  return generateSeoContent({ ...input, products: input.products?.length ? input.products : [...seoRequestProducts] })
}
