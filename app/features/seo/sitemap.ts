import { locales, localizePath } from '~/lib/locale'

export interface SitemapPage {
  /** Unprefixed path, e.g. '/products/lerida'. */
  path: string
  lastmod?: Date
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * sitemap.xml: every page in every language, each entry listing all language versions
 * (including itself) and x-default, so the alternates are reciprocal.
 */
export function renderSitemap(siteUrl: string, pages: SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...locales.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(siteUrl + localizePath(page.path, l))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + localizePath(page.path, 'tr'))}"/>`,
    ].join('\n')
    const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod.toISOString()}</lastmod>` : ''
    return locales.map(
      (l) => `  <url>\n    <loc>${escapeXml(siteUrl + localizePath(page.path, l))}</loc>${lastmod}\n${alternates}\n  </url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}
