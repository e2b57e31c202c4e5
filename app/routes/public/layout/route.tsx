import { Outlet } from 'react-router'
import { PublicErrorPage } from '~/features/content/error-page'
import { visitorCookiesMiddleware } from '~/features/leads/visitor-cookies.server'
import { FIRST_PRODUCTS, firstActiveProducts } from '~/features/products/first-products.server'
import type { ShareSite } from '~/features/seo/meta'
import { canonicalPathMiddleware } from '~/lib/canonical-path.server'
import { databaseOutageMiddleware } from '~/lib/database-outage.server'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { localePreferenceMiddleware } from '~/lib/locale-preference.server'
import { localized } from '~/lib/localized'
import { siteUrlOf } from '~/lib/site-url.server'
import { staleIfError } from '~/lib/stale-if-error.server'
import { useCompany, useLocale } from '~/lib/use-locale'
import { JsonData } from '~/ui/json-ld'
import { suggestionTextsId } from '~/ui/language-suggestion'
import type { Route } from './+types/route'
import { AlternateLinks } from './alternate-links'
import { languageSuggestions } from './language-suggestions.server'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header and footer list this many products (and 'All products…' when there are more). */
const NAV_PRODUCTS = FIRST_PRODUCTS

/**
 * Another spelling of a page's address is redirected first, so the language choice below reads
 * the page's own address. An outage answer is rendered by this layout's error boundary, inside
 * the site's header and footer.
 */
export const middleware: Route.MiddlewareFunction[] = [
  canonicalPathMiddleware,
  databaseOutageMiddleware,
  localePreferenceMiddleware,
  visitorCookiesMiddleware,
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const rows = await staleIfError('navigation products', async () =>
    (await firstActiveProducts(context)).map(({ slug, title_tr, title_en, title_de }) => ({ slug, title_tr, title_en, title_de })),
  )
  return {
    navProducts: rows.slice(0, NAV_PRODUCTS).map((p) => ({ slug: p.slug, title: localized(p, 'title', locale) })),
    hasMoreProducts: rows.length > NAV_PRODUCTS,
    languageSuggestions: languageSuggestions(locale),
    // What every public page's share tags (og:url, og:site_name, og:image) are made from.
    share: { siteUrl: siteUrlOf(request), siteName: getInstance(context).t('meta.siteName') } satisfies ShareSite,
  }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const locale = useLocale()
  const company = useCompany()
  return (
    <>
      <AlternateLinks />
      {/* For the note suggesting the browser's language (language-suggestion.ts). */}
      <JsonData id={suggestionTextsId} data={loaderData.languageSuggestions} />
      <SiteHeader
        locale={locale}
        whatsappNumber={company.whatsappNumber}
        products={loaderData.navProducts}
        hasMoreProducts={loaderData.hasMoreProducts}
      />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter locale={locale} company={company} products={loaderData.navProducts} />
    </>
  )
}

/**
 * The one error boundary of the public site: errors below the layout (a page's loader throwing a
 * 404 for a missing record included) and of its own loader keep the header and footer; the
 * company's details come from configuration, so they show even while the database is down.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const locale = useLocale()
  const company = useCompany()
  const products = loaderData?.navProducts ?? []
  return (
    <>
      {/* Error answers (a missing page or record, an outage) are not indexed. */}
      <meta name="robots" content="noindex" />
      <SiteHeader
        locale={locale}
        whatsappNumber={company.whatsappNumber}
        products={products}
        hasMoreProducts={loaderData?.hasMoreProducts ?? false}
      />
      <main id="main">
        <PublicErrorPage error={error} locale={locale} company={company} />
      </main>
      <SiteFooter locale={locale} company={company} products={products} />
    </>
  )
}
