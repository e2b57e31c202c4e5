/**
 * What an error answer shows, by status: not found, temporarily unavailable (the database is
 * down: the visitor can still reach the company directly) and anything else.
 */
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import type { CompanyInfo } from '~/features/content/company.server'
import { messagingAppLink, telLink } from '~/features/content/contact-links'
import { localizePath, type Locale } from '~/lib/locale'

function statusOf(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500
}

/** A short message a 4xx answer carries (e.g. why a request was refused), shown as is. */
function clientErrorMessage(error: unknown) {
  if (!isRouteErrorResponse(error) || error.status >= 500) return undefined
  if (typeof error.data === 'string' && error.data.trim()) return error.data
  const message = (error.data as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}

/** The public site's error page, in the visitor's language. */
export function PublicErrorPage({ error, locale, company }: { error: unknown; locale: Locale; company?: CompanyInfo }) {
  const { t } = useTranslation()
  const location = useLocation()
  const status = statusOf(error)
  const home = localizePath('/', locale)
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
                  {company.phone}
                </a>
              </li>
              <li>
                {t('footer.email')}:{' '}
                <a href={`mailto:${company.email}`} className="font-semibold text-fig-700 underline">
                  {company.email}
                </a>
              </li>
              <li>
                <a
                  href={messagingAppLink(company.whatsappNumber, t('common.whatsappGreeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-fig-700 underline"
                >
                  {t('cta.whatsapp')}
                </a>
              </li>
            </ul>
          </>
        )}
        {/* The same page again, as a full page load. */}
        <a
          href={location.pathname + location.search}
          className="mt-10 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
        >
          {t('common.tryAgain')}
        </a>
      </section>
    )
  }
  const message = clientErrorMessage(error)
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${status === 404 ? t('notFound.title') : t('common.errorTitle')} | ${siteName}`}</title>
      <p className="font-serif text-7xl font-bold text-fig-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{status === 404 ? t('notFound.title') : t('common.errorTitle')}</h1>
      <p className="mt-3 text-stone-600">{status === 404 ? t('notFound.text') : (message ?? t('common.error'))}</p>
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

/** The admin panel's error page (Turkish). */
export function AdminErrorPage({ error }: { error: unknown }) {
  const status = statusOf(error)
  const [title, text] =
    status === 503
      ? [
          'Veritabanına şu anda ulaşılamıyor',
          'Panel, veritabanı yeniden erişilebilir olduğunda kendiliğinden çalışmaya devam eder. Lütfen birkaç dakika sonra sayfayı yenileyin.',
        ]
      : status === 404
        ? ['Sayfa bulunamadı', 'Aradığınız yönetim sayfası yok.']
        : ['Bir hata oluştu', clientErrorMessage(error) ?? 'İşlem tamamlanamadı. Lütfen tekrar deneyin.']
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${title} | Yönetim`}</title>
      <p className="font-serif text-6xl font-bold text-fig-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
      <a href="/admin" className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-medium text-white">
        Panele dön
      </a>
    </main>
  )
}
