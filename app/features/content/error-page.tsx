/**
 * What an error answer shows, by status: not found, temporarily unavailable (the database is
 * down: the visitor can still reach the company directly) and anything else.
 */
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useLocation, useMatches } from 'react-router'
import { isLanguageSegment, type Locale } from '~/lib/locale'
import { sitePath } from '~/lib/safe-redirect'
import { pagePath } from '~/site-map'
import type { CompanyInfo } from './company.server'
import { phoneText, telLink } from './contact-links'
import { MessagingAppLink } from './messaging-app-link'

export function statusOf(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500
}

/**
 * A short message a 4xx answer carries (e.g. why a request was refused), shown as is; not React
 * Router's own (`internal`), whose text is written for developers and in English.
 */
export function clientErrorMessage(error: unknown) {
  if (!isRouteErrorResponse(error) || error.status >= 500 || ('internal' in error && error.internal)) return undefined
  const { data } = error
  if (typeof data === 'string') return data.trim() ? data : undefined
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined
  return typeof message === 'string' ? message : undefined
}

/**
 * What a public 404 says and where its link leads, by what is missing. A page whose loader throws
 * a 404 for a missing record names it in its `handle` (`{ notFound: 'product' }`); anything else
 * is a missing page.
 */
const notFoundTexts = {
  page: { title: 'notFound.title', text: 'notFound.text', back: 'homepage', backLabel: 'notFound.backHome' },
  product: { title: 'products.notFound', text: null, back: 'products', backLabel: 'products.backToProducts' },
  post: { title: 'blog.notFound', text: 'blog.notFoundText', back: 'blog', backLabel: 'blog.backToBlog' },
} as const

type MissingRecord = keyof typeof notFoundTexts
/** The `handle` of a public page whose loader throws a 404 for a missing record. */
export interface NotFoundHandle {
  notFound: Exclude<MissingRecord, 'page'>
}

const isMissingRecord = (value: unknown): value is MissingRecord => typeof value === 'string' && Object.hasOwn(notFoundTexts, value)
const missingRecordOf = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'notFound' in handle && isMissingRecord(handle.notFound) ? handle.notFound : undefined

/** The missing record the deepest matched route names (the one whose loader threw), else a page. */
function useMissingRecord(): MissingRecord {
  const matches = useMatches()
  // Under an unknown language segment ('/xx/products/a') every page is missing, whatever the record.
  if (!isLanguageSegment(matches.at(-1)?.params.lang)) return 'page'
  return matches.map((match) => missingRecordOf(match.handle)).findLast((missing) => missing !== undefined) ?? 'page'
}

/** The public site's error page, in the visitor's language. */
export function PublicErrorPage({ error, locale, company }: { error: unknown; locale: Locale; company?: CompanyInfo }) {
  const { t } = useTranslation()
  const location = useLocation()
  const status = statusOf(error)
  const missing = useMissingRecord()
  const home = pagePath('homepage', locale)
  const siteName = t('meta.siteName')
  if (status === 503) {
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <title>{`${t('unavailable.title')} | ${siteName}`}</title>
        <p className="font-serif text-7xl font-bold text-fig-700">503</p>
        <h1 className="mt-4 text-2xl font-semibold">{t('unavailable.title')}</h1>
        <p className="mt-3 text-stone-600">{t('unavailable.text')}</p>
        {company && (
          <>
            <p className="mt-8 font-medium">{t('unavailable.contact')}</p>
            <ul className="mt-3 space-y-2">
              <li>
                {t('footer.phone')}:{' '}
                <a href={telLink(company.phone)} className="font-semibold text-fig-700 underline">
                  {phoneText(company.phone)}
                </a>
              </li>
              <li>
                {t('footer.email')}:{' '}
                <a href={`mailto:${company.email}`} className="font-semibold text-fig-700 underline">
                  {company.email}
                </a>
              </li>
              <li>
                <MessagingAppLink number={company.whatsappNumber} className="font-semibold text-fig-700 underline">
                  {t('cta.whatsapp')}
                </MessagingAppLink>
              </li>
            </ul>
          </>
        )}
        {/* The same page again, as a full page load. */}
        <a
          href={sitePath(location.pathname) + location.search}
          className="mt-10 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
        >
          {t('common.tryAgain')}
        </a>
      </section>
    )
  }
  if (status === 404) {
    const texts = notFoundTexts[missing]
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <title>{`${t(texts.title)} | ${siteName}`}</title>
        <p className="font-serif text-7xl font-bold text-fig-700">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{t(texts.title)}</h1>
        {texts.text && <p className="mt-3 text-stone-600">{t(texts.text)}</p>}
        <Link
          to={pagePath(texts.back, locale)}
          className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
        >
          {t(texts.backLabel)}
        </Link>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${t('common.errorTitle')} | ${siteName}`}</title>
      <p className="font-serif text-7xl font-bold text-fig-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('common.errorTitle')}</h1>
      <p className="mt-3 text-stone-600">{clientErrorMessage(error) ?? t('common.error')}</p>
      <Link
        to={home}
        reloadDocument={status >= 500}
        className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}
