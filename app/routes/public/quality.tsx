import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { ExportDocumentsTable } from '~/features/content/export-documents-table'
import { NumberedSteps } from '~/ui/numbered-steps'
import { PageHeader, Section } from '~/ui/page-header'
import { pagePath, unprefixedPath } from '~/site-map'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import type { Route } from './+types/quality'

export async function loader({ context }: Route.LoaderArgs) {
  return loadPageSeo(context, 'quality', (t) => ({ title: t('quality.title'), description: t('quality.subtitle') }))
}

export default function Quality({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const title = loaderData.seo.h1 ?? t('quality.title')
  return (
    <>
      <PageHeader title={title} subtitle={t('quality.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.quality'), path: unprefixedPath('quality') }]} />
      <Section title={t('quality.process.title')} subtitle={t('quality.process.subtitle')}>
        <NumberedSteps
          steps={([1, 2, 3, 4, 5] as const).map((n) => ({
            title: t(`quality.process.step${n}Title`),
            text: t(`quality.process.step${n}Text`),
          }))}
        />
      </Section>
      <Certifications />
      <Section title={t('quality.aflatoxin.title')} subtitle={t('quality.aflatoxin.subtitle')}>
        <NumberedSteps
          variant="flow"
          steps={([1, 2, 3, 4] as const).map((n) => ({
            title: t(`quality.aflatoxin.step${n}Title`),
            text: t(`quality.aflatoxin.step${n}Text`),
          }))}
        />
      </Section>
      <Documents />
    </>
  )
}

const certifications = ['haccp', 'iso22000', 'brc'] as const

function Certifications() {
  const { t } = useTranslation()
  return (
    <Section tone="cream" title={t('quality.certifications.title')} subtitle={t('quality.certifications.subtitle')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {certifications.map((cert) => (
          <li key={cert} className="rounded-2xl bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-leaf-600 text-xl text-white">
              ✓
            </span>
            <h3 className="mt-4 font-serif text-2xl font-bold text-fig-800">{t(`quality.certifications.${cert}Name`)}</h3>
            <p className="mt-2 text-stone-600">{t(`quality.certifications.${cert}Text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Documents() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Section tone="white" title={t('quality.documents.title')} subtitle={t('quality.documents.subtitle')}>
      <ExportDocumentsTable caption={t('quality.documents.title')} />
      <p className="mt-6">
        <Link to={pagePath('export', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
          {t('nav.export')} →
        </Link>
      </p>
    </Section>
  )
}

export const meta: Route.MetaFunction = seoMeta
