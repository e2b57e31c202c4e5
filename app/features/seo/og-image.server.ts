/**
 * The social preview pictures served at /og/… (see og-image.ts for the addresses): looked up,
 * rendered (og-render.server.ts) and kept.
 *
 * Two caches keep the work small. The page cache in front of the app keeps each answer until the
 * content version changes, and every admin write changes it; so a picture is also kept here, in
 * a small LRU keyed by what it is drawn from (kind, record id, the record's last change, language,
 * source picture): after an unrelated change the next request is answered from memory instead of
 * being drawn again. Renders of the same key at the same time share one.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { withFactsPlaced } from '~/features/content/page-content.server'
import { mimeByExtension } from '~/features/media/file-type'
import { MAX_MEDIA_BYTES } from '~/features/media/media'
import { mediaByUrl, readMediaFile, storedLocation } from '~/features/media/media.server'
import { readProductFile } from '~/features/media/uploads.server'
import { imagesMainFirst } from '~/features/products/product-selects.server'
import { prisma } from '~/lib/db.server'
import { fixedT } from '~/lib/i18next.server'
import { defaultLocale, isLocale, type Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import type { PageImage } from './meta'
import { OG_IMAGE_TYPE, type OgImageTarget, ogImagePath, ogImageSize, parseOgImageParams } from './og-image'
import { OG_DESIGN, renderSiteImage, renderTitledImage, type SourcePicture } from './og-render.server'

/**
 * The preview picture of a product or post page, for its `meta`: the address carries a short
 * fingerprint of what the picture is drawn from (title, source picture, site name, design), so it
 * changes exactly when the picture does.
 */
export function pageImage(
  target: Extract<OgImageTarget, { slug: string }>,
  drawn: { title: string; imageUrl: string | null; alt: string },
): PageImage {
  const siteName = fixedT(target.locale)('meta.siteName')
  const version = createHash('sha256')
    .update([OG_DESIGN, drawn.title, drawn.imageUrl ?? '', siteName].join('\u0000'))
    .digest('base64url')
    .slice(0, 10)
  return { path: ogImagePath(target, version), alt: drawn.alt }
}

/** Pictures kept in this process: about 50–150 kB each. */
const rendered = new LRUCache<string, Buffer, () => Promise<Buffer>>({
  max: 100,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (picture) => picture.length,
  fetchMethod: (_key, _stale, { context }) => context(),
})

/** The picture of `target`, or null when there is no such (published) product or post. */
export async function ogImage(target: OgImageTarget): Promise<Buffer | null> {
  const siteName = fixedT(target.locale)('meta.siteName')
  if (target.kind === 'site') return cached(`site:${target.locale}:${siteName}`, () => renderSiteImage(siteName))
  const record = target.kind === 'products' ? await productSource(target.slug, target.locale) : await postSource(target.slug, target.locale)
  if (!record) return null
  // The title names the facts it places, so a changed fact draws a new picture.
  const key = [target.kind, record.id, record.updatedAt.getTime(), target.locale, record.imageUrl ?? '', record.title].join(':')
  return cached(key, async () => renderTitledImage(await sourcePicture(record.imageUrl), record.title, siteName))
}

async function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const picture = await rendered.fetch(key, { context: render })
  if (!picture) throw new Error(`No picture rendered for ${key}`)
  return picture
}

interface Source {
  id: string
  updatedAt: Date
  title: string
  imageUrl: string | null
}

async function productSource(slug: string, locale: Locale): Promise<Source | null> {
  const row = await withFactsPlaced(
    prisma.product.findFirst({
      where: { slug, isActive: true },
      select: {
        id: true,
        updatedAt: true,
        title_tr: true,
        title_en: true,
        title_de: true,
        images: { ...imagesMainFirst({ url: true }), take: 1 },
      },
    }),
  )
  if (!row) return null
  return { id: row.id, updatedAt: row.updatedAt, title: localized(row, 'title', locale), imageUrl: row.images[0]?.url ?? null }
}

async function postSource(slug: string, locale: Locale): Promise<Source | null> {
  const row = await withFactsPlaced(
    prisma.blogPost.findFirst({
      where: { slug, isActive: true },
      select: { id: true, updatedAt: true, title_tr: true, title_en: true, title_de: true, imageUrl: true },
    }),
  )
  if (!row) return null
  return { id: row.id, updatedAt: row.updatedAt, title: localized(row, 'title', locale), imageUrl: row.imageUrl }
}

/** Pictures shipped with the site (the demo content's artwork): public/images/…, by a strict pattern. */
const SHIPPED_PICTURE = /^\/images\/(?:[a-z0-9-]+\/){0,3}[a-z0-9-]+\.(svg|png|jpe?g|webp)$/
const publicDirectory = path.resolve('public')

/**
 * The bytes of a page's picture: an uploaded file from the storage (the smallest gallery variant
 * at least as wide as the preview, else the original) or a picture shipped in public/images.
 * Anything else (an address elsewhere) is never fetched: the preview uses the brand artwork.
 */
export async function sourcePicture(url: string | null): Promise<SourcePicture | null> {
  if (!url) return null
  const shipped = SHIPPED_PICTURE.exec(url)
  if (shipped) {
    const file = path.join(publicDirectory, url)
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    )
    if (size === null || size > MAX_MEDIA_BYTES) return null
    return { bytes: new Uint8Array(await readFile(file)), vector: shipped[1] === 'svg' }
  }
  const original = storedLocation(url)
  if (!original) return null
  const variants = (await mediaByUrl([url])).get(url)?.variants ?? []
  const variant = variants.filter((v) => v.width >= ogImageSize.width).sort((a, b) => a.width - b.width)[0]
  const location = (variant && storedLocation(variant.url)) || original
  // The type is the one detected at upload, which named the key; uploads are never SVG.
  const type = mimeByExtension[location.key.slice(location.key.lastIndexOf('.') + 1)] ?? ''
  if (!type.startsWith('image/')) return null
  const file = location.namespace === 'products' ? await readProductFile(location.key) : await readMediaFile(location.key)
  if (!file || file.size > MAX_MEDIA_BYTES) return null
  return { bytes: new Uint8Array(await file.arrayBuffer()), vector: false }
}

/**
 * The answer of an /og/ address: the picture (shared by every visitor, kept by the page cache), or
 * a 404 with a short message in the address's language (in Turkish when it names none).
 */
export async function ogImageAnswer(params: { locale?: string; kind?: string; file?: string }): Promise<Response> {
  const target = parseOgImageParams(params)
  const picture = target && (await ogImage(target))
  if (!picture) {
    const t = fixedT(isLocale(params.locale) ? params.locale : defaultLocale)
    const message =
      target?.kind === 'products' ? t('products.notFound') : target?.kind === 'blog' ? t('blog.notFound') : t('notFound.title')
    return new Response(message, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(new Uint8Array(picture), {
    headers: {
      'Content-Type': OG_IMAGE_TYPE,
      'Content-Length': String(picture.length),
      'X-Content-Type-Options': 'nosniff',
      // Without the page cache (PAGE_CACHE=off) a CDN or browser may still keep it a day; the
      // page cache answers with PUBLIC_CACHE_CONTROL.
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
