import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DocumentsTable } from '~/features/content/export-documents-table'
import { pageContent, requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { HS_CODES } from '~/features/products/hs-codes'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { useLocale } from '~/lib/use-locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { DataTable } from '~/ui/data-table'
import { PageHeader, Section } from '~/ui/page-header'
import { TextCards } from '~/ui/text-cards'
import type { Route } from './+types/export'

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [page, content, quality] = await Promise.all([
    loadPageSeo(context, 'export'),
    requestedPageContent('export', request, locale),
    // The documents table is the quality page's: one list, edited there.
    pageContent('quality', locale),
  ])
  return { ...page, ...content, documents: quality.documents.items }
}

type ExportContent = Route.ComponentProps['loaderData']['content']

export default function Export({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { content } = loaderData
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={loaderData.seo.h1 ?? loaderData.seo.heading} subtitle={t('export.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.export'), path: unprefixedPath('export') }]} />
      <Section>
        <TextCards cards={content.cards} />
      </Section>
      <Incoterms incoterms={content.incoterms} />
      <Shipping shipping={content.shipping} />
      <Section tone="white" title={content.documents.title} subtitle={content.documents.subtitle}>
        <DocumentsTable caption={content.documents.title} documents={loaderData.documents} />
      </Section>
      <HsCodes hsCodes={content.hsCodes} />
    </>
  )
}

function Incoterms({ incoterms }: { incoterms: ExportContent['incoterms'] }) {
  return (
    <Section tone="cream" title={incoterms.title} subtitle={incoterms.subtitle}>
      <ul className="grid gap-6 md:grid-cols-3">
        {incoterms.items.map((term) => (
          <li key={term.id} className="rounded-2xl bg-white p-6 shadow-sm">
            <p aria-hidden="true" className="font-serif text-4xl font-bold text-gold-700">
              {term.code}
            </p>
            <h3 className="mt-2 font-serif text-lg font-semibold text-fig-800">{term.title}</h3>
            <p className="mt-2 text-stone-600">{term.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Shipping({ shipping }: { shipping: ExportContent['shipping'] }) {
  return (
    <Section title={shipping.title} subtitle={shipping.subtitle}>
      <ul className="grid gap-6 md:grid-cols-3">
        {shipping.modes.map((mode) => (
          <li key={mode.id} className="rounded-2xl border border-stone-200 bg-white p-6">
            <h3 className="font-serif text-xl font-semibold text-fig-800">{mode.title}</h3>
            <p className="mt-3 text-2xl font-bold text-leaf-700">{mode.duration}</p>
            <p className="mt-2 text-stone-600">{mode.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The tariff lines are the customs' own, named as the spec sheet names them (the dictionary's `export.hsCodes`). */
function HsCodes({ hsCodes }: { hsCodes: ExportContent['hsCodes'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const rows = [
    { code: HS_CODES.fresh, description: t('export.hsCodes.fresh') },
    { code: HS_CODES.dried, description: t('export.hsCodes.dried') },
  ]
  return (
    <Section tone="cream" title={hsCodes.title} subtitle={hsCodes.subtitle}>
      <DataTable
        caption={hsCodes.title}
        className="max-w-xl"
        columns={[t('export.hsCodes.colCode'), t('export.hsCodes.colDescription')].map((label) => ({
          label,
          className: 'px-5 py-3 font-semibold',
        }))}
      >
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row" className="px-5 py-4 font-mono font-semibold text-fig-800">
              {row.code}
            </th>
            <td className="px-5 py-4 text-stone-700">{row.description}</td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to={pagePath('rfq', locale)} className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800">
          {t('nav.rfq')}
        </Link>
        <Link
          to={pagePath('quality', locale)}
          className="rounded-full border border-fig-700 px-6 py-3 font-semibold text-fig-700 hover:bg-fig-50"
        >
          {t('nav.quality')}
        </Link>
      </p>
    </Section>
  )
}

export const meta: Route.MetaFunction = seoMeta
