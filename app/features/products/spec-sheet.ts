/**
 * Where a product's specification sheet lives. Every active product has one generated per
 * language (spec-sheet.server.ts); a spec PDF the admin uploaded replaces it, in every language.
 */
import type { Locale } from '~/lib/locale'
import { pagePath } from '~/site-map'

/** '/products/{slug}/spec-sheet.pdf' as seen in `locale` ('/en/products/…', '/de/products/…'). */
export function specSheetPath(slug: string, locale: Locale): string {
  return pagePath('spec-sheet', locale, { slug })
}

/** 'naturel-incir-spec-de.pdf': the download name, ASCII only (safe in a quoted header value). */
export function specSheetFileName(slug: string, locale: Locale): string {
  const safe = slug.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'product'
  return `${safe}-spec-${locale}.pdf`
}

/** The spec button of a product page: the uploaded PDF when there is one, else the generated sheet of the page's language. */
export function specSheetLink(product: { slug: string; pdfSpecPath: string | null }, locale: Locale): { href: string; uploaded: boolean } {
  return product.pdfSpecPath
    ? { href: product.pdfSpecPath, uploaded: true }
    : { href: specSheetPath(product.slug, locale), uploaded: false }
}
