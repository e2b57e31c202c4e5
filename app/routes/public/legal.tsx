import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { PageHeader } from '~/ui/page-header'
import { splitLocalePath } from '~/lib/locale'
import { pagePath } from '~/site-map'
import { dictionarySection, numberedKeys } from '~/lib/numbered-keys'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useCompany, useLocale } from '~/lib/use-locale'
import { type LegalPage, legalPages, legalTextVersions } from '~/features/content/legal-pages'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import type en from '~/locales/en'
import type { Route } from './+types/legal'

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = legalPageAt(url.pathname)
  const seo = await loadPageSeo(context, page, (t) => ({
    title: t(`legal.${page}.title`),
    description: t(`legal.${page}.metaDescription`),
  }))
  return { page, ...seo }
}

/** '/en/privacy' → 'privacy'. */
function legalPageAt(pathname: string): LegalPage {
  const name = splitLocalePath(pathname).path.replace(/^\/+|\/+$/g, '')
  const page = legalPages.find((p) => p === name)
  if (!page) throw new Error(`legal.tsx is registered for a path that is no legal page: ${pathname}`)
  return page
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  const { t } = useTranslation()
  const texts = dictionarySection(t(`legal.${page}`, { returnObjects: true }))
  const has = (key: string) => key in texts
  const sections = numberedKeys(has, (n) => `s${n}Title`)
  const stats = numberedKeys(has, (n) => `stat${n}Value`)
  const locale = useLocale()
  const { updated } = legalTextVersions[page]
  return (
    <>
      <PageHeader title={texts.title}>
        <p className="mt-4 text-sm text-fig-100">
          {t(`legal.${page}.updated`, { date: formatDate(`${updated}T12:00:00Z`, 'longDate', localeTags[locale]) })}
        </p>
      </PageHeader>
      <Breadcrumbs trail={[{ name: texts.title, path: `/${page}` }]} />
      {stats.length > 0 && (
        <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((n) => (
              <div key={n} className="flex flex-col-reverse rounded-2xl bg-fig-50 p-5 text-center">
                <dt className="mt-1 text-sm text-stone-700">{texts[`stat${n}Label`]}</dt>
                <dd className="font-serif text-2xl font-bold text-fig-800 sm:text-3xl">{texts[`stat${n}Value`]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {sections.map((n) => (
          <section key={n} className="mt-10 first:mt-0">
            <h2 className="font-serif text-2xl font-bold text-fig-800">{texts[`s${n}Title`]}</h2>
            <p className="mt-3 leading-relaxed text-stone-700">{texts[`s${n}Text`]}</p>
          </section>
        ))}
        {page === 'seller' && <LegalIdentity />}
        {page === 'customers' && <JoinUs />}
        {page === 'trial-terms' && <BackToTrialForm />}
      </article>
    </>
  )
}

/** Who sells, from configuration (an Impressum for German visitors); rows not configured are left out. */
function LegalIdentity() {
  const { t } = useTranslation()
  const { legal, address, phone, email } = useCompany()
  const rows: [keyof typeof en.legal.identity, string | null][] = [
    ['name', legal.name],
    ['address', address],
    ['phone', phone],
    ['email', email],
    ['taxOffice', legal.taxOffice],
    ['taxNumber', legal.taxNumber],
    ['tradeRegistryNumber', legal.tradeRegistryNumber],
    ['responsiblePerson', legal.responsiblePerson],
  ]
  return (
    <section className="mt-10" aria-labelledby="legal-identity" data-testid="legal-identity">
      <h2 id="legal-identity" className="font-serif text-2xl font-bold text-fig-800">
        {t('legal.identity.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-stone-700 sm:grid-cols-[auto_1fr]">
        {rows
          .filter((row): row is [keyof typeof en.legal.identity, string] => Boolean(row[1]))
          .map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold text-stone-800">{t(`legal.identity.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

/** The customers page ends by inviting the reader to ask for a quote or a trial package. */
function JoinUs() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link to={pagePath('rfq', locale)} className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800">
        {t('cta.quote')}
      </Link>
      <Link
        to={pagePath('trial-package', locale)}
        className="rounded-full border border-fig-700 px-6 py-3 font-semibold text-fig-700 hover:bg-fig-50"
      >
        {t('cta.trial')}
      </Link>
    </p>
  )
}

/** The trial terms end with the way to the trial form they belong to. */
function BackToTrialForm() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <p className="mt-8">
      <Link
        to={pagePath('trial-package', locale)}
        className="inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('home.trial.cta')}
      </Link>
    </p>
  )
}

export const meta: Route.MetaFunction = seoMeta
