import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type LegalPage, legalPages, legalTextVersions } from '~/features/content/legal-pages'
import { lastPublished, requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { formatDate, isoDay } from '~/lib/dates'
import { localeOf } from '~/lib/i18next.server'
import { localeTags, splitLocalePath } from '~/lib/locale'
import { useCompany, useLocale } from '~/lib/use-locale'
import type en from '~/locales/en'
import { pagePath } from '~/site-map'
import { PageHeader } from '~/ui/page-header'
import { RichTextBlock } from '~/ui/rich-text'
import type { Route } from './+types/legal'

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const page = legalPageAt(url.pathname)
  // Each legal page's content key is its page name.
  const [seo, content, published] = await Promise.all([
    loadPageSeo(context, page),
    requestedPageContent(page, request, localeOf(context)),
    lastPublished(page),
  ])
  // "Last updated" is the day of the owner's last publication (a preview shows today, as publishing it would), else the installation text's own day.
  const updated = content.preview ? isoDay(new Date()) : published ? isoDay(published) : legalTextVersions[page].updated
  return { page, updated, ...seo, ...content }
}

/** '/en/privacy' → 'privacy'. */
function legalPageAt(pathname: string): LegalPage {
  const name = splitLocalePath(pathname).path.replace(/^\/+|\/+$/g, '')
  const page = legalPages.find((p) => p === name)
  if (!page) throw new Error(`legal.tsx is registered for a path that is no legal page: ${pathname}`)
  return page
}

type LegalContent = Route.ComponentProps['loaderData']['content']

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page, content, updated } = loaderData
  const { t } = useTranslation()
  const title = t(`legal.${page}.title`)
  const locale = useLocale()
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={title}>
        <p className="mt-4 text-sm text-fig-100">
          {t(`legal.${page}.updated`, { date: formatDate(`${updated}T12:00:00Z`, 'longDate', localeTags[locale]) })}
        </p>
      </PageHeader>
      <Breadcrumbs trail={[{ name: title, path: `/${page}` }]} />
      {'stats' in content && content.stats.length > 0 && <Figures stats={content.stats} />}
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {content.sections.map((section) => (
          <section key={section.id} className="mt-10 first:mt-0">
            <h2 className="font-serif text-2xl font-bold text-fig-800">{section.title}</h2>
            <RichTextBlock className="mt-3 space-y-3 leading-relaxed text-stone-700" html={section.text.html} />
          </section>
        ))}
        {page === 'seller' && <LegalIdentity />}
        {page === 'customers' && <JoinUs />}
        {page === 'trial-terms' && <BackToTrialForm />}
      </article>
    </>
  )
}

/** The figures above a page's text (the customers page). */
function Figures({ stats }: { stats: Extract<LegalContent, { stats: unknown }>['stats'] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse rounded-2xl bg-fig-50 p-5 text-center">
            <dt className="mt-1 text-sm text-stone-700">{stat.label}</dt>
            <dd className="font-serif text-2xl font-bold text-fig-800 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
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
