/**
 * Addresses of the social preview pictures (og:image). Every picture the site names is one of
 * ours, made by /og/… (app/routes/resources/og-image.ts): 1200×630 JPEG, the size Facebook,
 * LinkedIn, X and messaging apps show large, in a format all of them render.
 *
 *   /og/<locale>/site.jpg                the site's picture (brand artwork and the site's name)
 *   /og/<locale>/products/<slug>.jpg     a product's photo and title
 *   /og/<locale>/blog/<slug>.jpg         a post's picture and title
 *
 * The language is part of the address because the title drawn on the picture is the page's.
 */
import { isLocale, type Locale } from '~/lib/locale'
import { isOneOf } from '~/lib/one-of'

export const ogImageSize = { width: 1200, height: 630 } as const
export const OG_IMAGE_TYPE = 'image/jpeg'

export const ogKinds = ['products', 'blog'] as const
export type OgKind = (typeof ogKinds)[number]

/** The slug rule of products and posts (lower-case letters, digits, single hyphens), at most 120 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 120

export type OgImageTarget = { kind: 'site'; locale: Locale } | { kind: OgKind; locale: Locale; slug: string }

/**
 * The path of a preview picture. `version` (a fingerprint of what the picture is drawn from, see
 * pageImage in og-image.server.ts) goes into the query: social networks keep a picture per address, so a changed
 * title or photo needs a new one; the server ignores it.
 */
export function ogImagePath(target: OgImageTarget, version?: string): string {
  const base = target.kind === 'site' ? `/og/${target.locale}/site.jpg` : `/og/${target.locale}/${target.kind}/${target.slug}.jpg`
  return version ? `${base}?v=${encodeURIComponent(version)}` : base
}

/** What an /og/ address asks for, or null when it names no picture we make (a 404). */
export function parseOgImageParams(params: { locale?: string; kind?: string; file?: string }): OgImageTarget | null {
  const { locale, kind, file } = params
  if (!isLocale(locale)) return null
  if (kind === undefined) return file === 'site.jpg' ? { kind: 'site', locale } : null
  if (!isOneOf(ogKinds, kind) || !file?.endsWith('.jpg')) return null
  const slug = file.slice(0, -'.jpg'.length)
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return null
  return { kind, locale, slug }
}
