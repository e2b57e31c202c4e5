import { useTranslation } from 'react-i18next'
import { useRouteLoaderData } from 'react-router'
import { requestedPageContent } from '~/features/content/page-content.server'
import { preselectedCountryFor } from '~/features/leads/countries.server'
import { declaredControls } from '~/features/leads/declared-fields'
import { formConstraint } from '~/features/leads/form-constraints.server'
import { countriesOf } from '~/features/leads/form-countries'
import { handleLeadFormPost } from '~/features/leads/lead-form-action.server'
import { LeadFormCard, LeadFormPage } from '~/features/leads/lead-form-page'
import { createQuoteLead, quoteFromForm } from '~/features/leads/leads.server'
import { quoteFormSchema } from '~/features/leads/quote-schema'
import { loadRequestReceived } from '~/features/leads/request-received.server'
import { districtsOf, provinceNames } from '~/features/leads/turkey.server'
import { quoteFormProducts } from '~/features/products/products.server'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { deferredComponent, withCodeOf } from '~/lib/deferred-component'
import { getInstance, localeOf } from '~/lib/i18next.server'
import type { Locale } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { pagePath, unprefixedPath } from '~/site-map'
import { JsonLd } from '~/ui/json-ld'
import type { Route } from './+types/route'
import { Explanation } from './explanation'
import type { QuoteProduct } from './types'

/**
 * The picker's products (active, in sortOrder), the visitor's likely country (the country names
 * travel in the select alone: form-countries.ts),
 * the province names (a province's districts load when it is chosen: from /api/districts in the
 * browser, with the form's post without JavaScript). Nothing in it depends on the visitor's cookies
 * but the confirmation right after a request (its one-time cookie keeps that page out of the cache).
 * `/rfq?productSlug=…` (the product page's Get Quote button) preselects that product. The
 * explanation under the form is the page's content (content/pages/rfq.ts), read here so the
 * server's HTML and the hydrated page show the same texts.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const slug = url.searchParams.get('productSlug')
  const [seo, products, received, content] = await Promise.all([
    loadPageSeo(context, 'rfq'),
    quoteFormProducts(locale),
    loadRequestReceived(request, 'quote', locale),
    requestedPageContent('rfq', request, locale),
  ])
  const preselected = slug ? products.find((p) => p.slug === slug) : undefined
  return {
    ...seo,
    products: products satisfies QuoteProduct[],
    preselectedId: preselected?.id ?? null,
    preselectedCountry: preselectedCountryFor(locale, request.headers.get('Accept-Language')),
    provinces: provinceNames(),
    constraint: formConstraint('quote', getInstance(context).t, locale),
    terms: declaredControls('quote'),
    /** The request this visitor has just sent (shown once, above a fresh form). */
    received,
    ...content,
  }
}

/** The form and its form library load after the page's scripts (the page paints first). */
const loadQuoteForm = () => import('./quote-form').then((m) => m.QuoteForm)
const QuoteForm = deferredComponent(import.meta.env.SSR ? await loadQuoteForm() : null, loadQuoteForm)

/** A client-side navigation loads the form's code and the country list along with the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withCodeOf(args, QuoteForm, countriesOf(args.request))

/**
 * Intents (add/remove a line, apply the country, load a province's districts) and invalid input
 * come back with the form as typed; a stored request redirects to a fresh form with the success
 * notice.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return handleLeadFormPost({
    request,
    context,
    schema: quoteFormSchema,
    form: 'rfq',
    path: unprefixedPath('rfq'),
    store: (input, lead) => createQuoteLead(quoteFromForm(input), lead),
    failureText: (t) => t('rfq.errorText'),
    echo: (posted) => districtsEcho(posted.get('city')),
  })
}

/** The posted province's districts, so the form comes back with its district list (also without JavaScript). */
function districtsEcho(city: FormDataEntryValue | null) {
  const province = typeof city === 'string' ? city : ''
  return { districts: { province, districts: districtsOf(province) } }
}

export default function Rfq({ loaderData, actionData }: Route.ComponentProps) {
  const { products, provinces, preselectedCountry, preselectedId } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const siteUrl = root?.siteUrl ?? ''
  return (
    <LeadFormPage
      title={t('rfq.title')}
      subtitle={t('rfq.subtitle')}
      crumb={t('rfq.seo.breadcrumbQuote')}
      path={unprefixedPath('rfq')}
      preview={loaderData.preview}
    >
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LeadFormCard id="rfq-form" title={t('rfq.formTitle')} received={loaderData.received} frame="border">
          <QuoteForm
            products={products}
            provinces={provinces}
            postedDistricts={actionData?.districts}
            preselectedCountry={preselectedCountry}
            lastResult={actionData?.result}
            preselectedId={preselectedId}
            constraint={loaderData.constraint}
            terms={loaderData.terms}
          />
        </LeadFormCard>
        <Explanation content={loaderData.content} />
      </div>
      <JsonLd
        data={[
          webPageLd(t('rfq.title'), t('rfq.subtitle'), siteUrl, locale),
          serviceLd(t('rfq.seo.serviceName'), t('rfq.seo.serviceDescription'), siteUrl, locale),
        ]}
      />
    </LeadFormPage>
  )
}

function webPageLd(name: string, description: string, siteUrl: string, locale: Locale) {
  const url = siteUrl + pagePath('rfq', locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', url: `${siteUrl}/` },
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

function serviceLd(name: string, description: string, siteUrl: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType: name,
    url: siteUrl + pagePath('rfq', locale),
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: 'Worldwide',
  }
}

export const meta: Route.MetaFunction = seoMeta

/** The country list starts with the visitor's likely country (Accept-Language): a shared copy is kept per language header. */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders)
  headers.append('Vary', 'Accept-Language')
  return headers
}
