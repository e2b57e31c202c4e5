import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { PageHeader } from '~/ui/page-header'
import { localizePath, splitLocalePath } from '~/lib/locale'
import { dictionarySection, numberedKeys } from '~/lib/numbered-keys'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import type { Route } from './+types/legal'

/** The static pages this one module serves (routes.ts registers it once per name). */
const legalPages = ['terms', 'privacy', 'returns', 'seller', 'customers'] as const
type LegalPage = (typeof legalPages)[number]

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
  return (
    <>
      <PageHeader title={texts.title}>
        <p className="mt-4 text-sm text-fig-100">{texts.updated}</p>
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
        {page === 'customers' && <JoinUs />}
      </article>
    </>
  )
}

/** The customers page ends by inviting the reader to ask for a quote or a trial package. */
function JoinUs() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link to={localizePath('/rfq', locale)} className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800">
        {t('cta.quote')}
      </Link>
      <Link
        to={localizePath('/trial-package', locale)}
        className="rounded-full border border-fig-700 px-6 py-3 font-semibold text-fig-700 hover:bg-fig-50"
      >
        {t('cta.trial')}
      </Link>
    </p>
  )
}

export const meta: Route.MetaFunction = seoMeta
