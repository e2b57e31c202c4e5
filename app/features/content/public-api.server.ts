/**
 * The public JSON API's shapes: the field names the original clients read (title_tr, title_en,
 * …), plus the `_de` additions.
 * Only active products and posts are ever returned.
 */
import { AcceptLanguage } from '@remix-run/headers'
import { storedPostSelect } from '~/features/blog/posts.server'
import { catalogueOrder, type ProductApiRow, productApiSelect } from '~/features/products/product-selects.server'
import { withNumberPrices } from '~/features/products/products.server'
import { seoTextsSelect } from '~/features/seo/page-seo.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { defaultLocale, type Locale, locales } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { allowedParam } from '~/lib/url'
import { withFactsPlaced } from './page-content.server'

/**
 * The language of the product answers' single-language `palletInfo`: `?locale=tr|en|de`, else the
 * best match of Accept-Language, else Turkish. The three `palletInfo_*` fields are always there too.
 */
export function productApiLocale(request: Request): Locale {
  const stated = allowedParam(new URL(request.url), 'locale', locales, null)
  if (stated) return stated
  return new AcceptLanguage(request.headers.get('accept-language') ?? '').getPreferred(locales) ?? defaultLocale
}

/** Product answers depend on Accept-Language (see productApiLocale): caches must keep them apart. */
export const productApiHeaders = { Vary: 'Accept-Language' }

function productJson({ priceRanges, ...product }: ProductApiRow, locale: Locale) {
  return {
    ...product,
    // The field as it was before it was translated: the request's language, falling back like the site.
    palletInfo: localized(product, 'palletInfo', locale) || null,
    priceRanges: priceRanges.map(withNumberPrices),
  }
}

export async function listActiveProducts(locale: Locale) {
  const rows = await withFactsPlaced(
    prisma.product.findMany({
      where: { isActive: true },
      orderBy: catalogueOrder,
      select: productApiSelect,
    }),
  )
  return rows.map((row) => productJson(row, locale))
}

export async function findActiveProduct(slug: string, locale: Locale) {
  const row = await withFactsPlaced(prisma.product.findFirst({ where: { slug, isActive: true }, select: productApiSelect }))
  return row && productJson(row, locale)
}

export function listActivePosts() {
  return withFactsPlaced(prisma.blogPost.findMany({ where: { isActive: true }, orderBy: { createdAt: 'desc' }, select: storedPostSelect }))
}

export function findActivePost(slug: string) {
  return withFactsPlaced(prisma.blogPost.findFirst({ where: { slug, isActive: true }, select: storedPostSelect }))
}

export function findSeoSetting(page: string) {
  return withFactsPlaced(
    prisma.seoSetting.findFirst({
      where: { page, isActive: true },
      select: { id: true, page: true, isActive: true, ...seoTextsSelect },
    }),
  )
}

/** JSON answers of the read API; `message` on errors, as the original API did. A read is kept as long as a public page (PUBLIC_CACHE_CONTROL). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const cacheControl = status === 200 ? env().PUBLIC_CACHE_CONTROL : 'no-store'
  return Response.json(body, { status, headers: { ...headers, 'Cache-Control': cacheControl } })
}
