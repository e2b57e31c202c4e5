import { type Locale, localizePath, splitLocalePath } from '~/lib/locale'

/**
 * The absolute address of the page at `pathname` in `locale` (default: the pathname's own
 * language): the canonical link, the hreflang alternates and og:url all come from here. `siteUrl`
 * is the public origin (SITE_URL when configured), without a trailing slash.
 */
export function pageUrl(siteUrl: string, pathname: string, locale?: Locale): string {
  const split = splitLocalePath(pathname)
  return siteUrl + localizePath(split.path, locale ?? split.locale)
}
