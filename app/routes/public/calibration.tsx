import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { calibres } from '~/features/products/calibres'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { pageMeta } from '~/features/seo/meta'
import { ogImagePath } from '~/features/seo/og-image'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import type { Locale } from '~/lib/locale'
import { useCompany, useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { pagePath, unprefixedPath } from '~/site-map'
import { DataTable } from '~/ui/data-table'
import { JsonLd } from '~/ui/json-ld'
import { PageHeader, Section } from '~/ui/page-header'
import { RichTextBlock } from '~/ui/rich-text'
import type { Route } from './+types/calibration'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, content] = await Promise.all([
    loadPageSeo(context, 'calibration'),
    requestedPageContent('calibration', request, localeOf(context)),
  ])
  return { ...page, ...content }
}

export default function Calibration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const company = useCompany()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const title = loaderData.seo.h1 ?? loaderData.seo.heading
  const { content } = loaderData
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={title} />
      <Breadcrumbs trail={[{ name: t('nav.calibration'), path: unprefixedPath('calibration') }]} />
      <JsonLd
        data={articleLd({ siteUrl, locale, headline: title, description: loaderData.seo.description, organizationName: company.name })}
      />
      <Section>
        <RichTextBlock className="max-w-3xl space-y-4 text-lg leading-relaxed text-stone-700" html={content.intro.html} />
      </Section>
      <CalibreTable title={content.tableTitle} />
      <Section title={content.why.title}>
        <ul className="grid gap-4 md:grid-cols-2">
          {content.why.points.map((point) => (
            <li key={point.id} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
              <span aria-hidden="true" className="font-bold text-leaf-600">
                ✓
              </span>
              {point.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="cream" title={content.conclusion.title}>
        <RichTextBlock className="max-w-3xl space-y-4 text-lg leading-relaxed text-stone-700" html={content.conclusion.text.html} />
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to={pagePath('rfq', locale)} className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800">
            {t('nav.rfq')}
          </Link>
          <Link
            to={pagePath('contact', locale)}
            className="rounded-full border border-fig-700 px-6 py-3 font-semibold text-fig-700 hover:bg-fig-50"
          >
            {t('nav.contact')}
          </Link>
          <Link
            to={pagePath('products', locale)}
            className="rounded-full border border-fig-700 px-6 py-3 font-semibold text-fig-700 hover:bg-fig-50"
          >
            {t('nav.products')}
          </Link>
        </p>
      </Section>
    </>
  )
}

/** The calibre classes (their data is the calibres' list); the column headers are the dictionary's. */
function CalibreTable({ title }: { title: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Section tone="white" title={title}>
      <DataTable
        caption={title}
        className="max-w-3xl"
        columns={[
          { label: t('calibration.colCode'), className: 'px-4 py-3 font-semibold sm:px-6' },
          { label: t('calibration.colName'), className: 'px-4 py-3 font-semibold sm:px-6' },
          { label: t('calibration.colPieces'), className: 'px-4 py-3 text-right font-semibold sm:px-6' },
        ]}
      >
        {calibres.map((c) => (
          <tr key={c.code} className="even:bg-cream-50">
            <th scope="row" className="px-4 py-3 font-semibold text-fig-800 sm:px-6">
              {c.code}
            </th>
            <td className="px-4 py-3 text-stone-700 sm:px-6">{c.names[locale]}</td>
            <td className="px-4 py-3 text-right tabular-nums text-stone-700 sm:px-6">{`${c.min}-${c.max}`}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

/** schema.org Article for this page; the site's Organization (root JSON-LD) wrote and published it. */
function articleLd({
  siteUrl,
  locale,
  headline,
  description,
  organizationName,
}: {
  siteUrl: string
  locale: Locale
  headline: string
  description: string
  organizationName: string
}) {
  const organization = { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: organizationName }
  const url = siteUrl + pagePath('calibration', locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    inLanguage: locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: siteUrl + ogImagePath({ kind: 'site', locale }),
    author: organization,
    publisher: organization,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return []
  const { seo, locale } = loaderData
  return pageMeta(
    { title: seo.title, description: seo.description, keywords: seo.keywords, locale, type: 'article' },
    { matches, location },
  )
}
