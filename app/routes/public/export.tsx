import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { ExportDocumentsTable } from '~/features/content/export-documents-table'
import { HS_CODES } from '~/features/products/hs-codes'
import { DataTable } from '~/ui/data-table'
import { PageHeader, Section } from '~/ui/page-header'
import { TextCards } from '~/ui/text-cards'
import { pagePath, unprefixedPath } from '~/site-map'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import type { Route } from './+types/export'

export async function loader({ context }: Route.LoaderArgs) {
  return loadPageSeo(context, 'export', (t) => ({ title: t('export.title'), description: t('export.subtitle') }))
}

export default function Export({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={loaderData.seo.h1 ?? t('export.title')} subtitle={t('export.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.export'), path: unprefixedPath('export') }]} />
      <Section>
        <TextCards cards={([1, 2, 3] as const).map((n) => ({ title: t(`export.card${n}Title`), text: t(`export.card${n}Text`) }))} />
      </Section>
      <Incoterms />
      <Shipping />
      <Section tone="white" title={t('export.documentsTitle')} subtitle={t('export.documentsSubtitle')}>
        <ExportDocumentsTable caption={t('export.documentsTitle')} />
      </Section>
      <HsCodes />
    </>
  )
}

const incoterms = [
  { code: 'FOB', key: 'fob' },
  { code: 'CIF', key: 'cif' },
  { code: 'DDP', key: 'ddp' },
] as const

function Incoterms() {
  const { t } = useTranslation()
  return (
    <Section tone="cream" title={t('export.incoterms.title')} subtitle={t('export.incoterms.subtitle')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {incoterms.map(({ code, key }) => (
          <li key={code} className="rounded-2xl bg-white p-6 shadow-sm">
            <p aria-hidden="true" className="font-serif text-4xl font-bold text-gold-700">
              {code}
            </p>
            <h3 className="mt-2 font-serif text-lg font-semibold text-fig-800">{t(`export.incoterms.${key}Title`)}</h3>
            <p className="mt-2 text-stone-600">{t(`export.incoterms.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const shippingModes = ['sea', 'air', 'land'] as const

function Shipping() {
  const { t } = useTranslation()
  return (
    <Section title={t('export.shipping.title')} subtitle={t('export.shipping.subtitle')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {shippingModes.map((key) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
            <h3 className="font-serif text-xl font-semibold text-fig-800">{t(`export.shipping.${key}Title`)}</h3>
            <p className="mt-3 text-2xl font-bold text-leaf-700">{t(`export.shipping.${key}Duration`)}</p>
            <p className="mt-2 text-stone-600">{t(`export.shipping.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function HsCodes() {
  const { t } = useTranslation()
  const locale = useLocale()
  const rows = [
    { code: HS_CODES.fresh, description: t('export.hsCodes.fresh') },
    { code: HS_CODES.dried, description: t('export.hsCodes.dried') },
  ]
  return (
    <Section tone="cream" title={t('export.hsCodes.title')} subtitle={t('export.hsCodes.subtitle')}>
      <DataTable
        caption={t('export.hsCodes.title')}
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
