import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDay, schemeName } from '~/features/certificates/certificate'
import { validCertificates } from '~/features/certificates/certificates.server'
import { DocumentsTable } from '~/features/content/export-documents-table'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { NumberedSteps } from '~/ui/numbered-steps'
import { PageHeader, Section } from '~/ui/page-header'
import type { Route } from './+types/quality'

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [page, content, certificates] = await Promise.all([
    loadPageSeo(context, 'quality'),
    requestedPageContent('quality', request, locale),
    validCertificates(locale),
  ])
  return { ...page, ...content, certificates }
}

type QualityContent = Route.ComponentProps['loaderData']['content']

export default function Quality({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { content } = loaderData
  const title = loaderData.seo.h1 ?? loaderData.seo.heading
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      {/* The subtitle stays in the dictionary: it is also the SEO admin's default description. */}
      <PageHeader title={title} subtitle={t('quality.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.quality'), path: unprefixedPath('quality') }]} />
      <Section title={content.process.title} subtitle={content.process.subtitle}>
        <NumberedSteps steps={content.process.steps} />
      </Section>
      <Certifications heading={content.certifications} certificates={loaderData.certificates} />
      <Section title={content.aflatoxin.title} subtitle={content.aflatoxin.subtitle}>
        <NumberedSteps variant="flow" steps={content.aflatoxin.steps} />
      </Section>
      <Documents documents={content.documents} />
    </>
  )
}

type ShownCertificate = Route.ComponentProps['loaderData']['certificates'][number]

/** The certificates valid today, each with its PDF; the section is left out while there is none. */
function Certifications({ heading, certificates }: { heading: QualityContent['certifications']; certificates: ShownCertificate[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (certificates.length === 0) return null
  return (
    <Section tone="cream" title={heading.title} subtitle={heading.subtitle}>
      <ul className="grid gap-6 md:grid-cols-3" data-testid="certificates">
        {certificates.map((certificate) => {
          const name = schemeName(certificate.scheme, t)
          return (
            <li key={certificate.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-leaf-600 text-xl text-white">
                ✓
              </span>
              <h3 className="mt-4 font-serif text-2xl font-bold text-fig-800">{name}</h3>
              <p className="mt-2 text-stone-600">{certificate.scope}</p>
              <dl className="mt-4 space-y-1 text-sm text-stone-600">
                <div>
                  <dt className="inline font-medium text-stone-800">{t('certificates.body')}: </dt>
                  <dd className="inline">{certificate.body}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-stone-800">{t('certificates.number')}: </dt>
                  <dd className="inline">{certificate.number}</dd>
                </div>
              </dl>
              <p className="mt-1 text-sm text-stone-600">
                {t('certificates.validUntil', { date: formatDay(certificate.validUntil, localeTags[locale]) })}
              </p>
              <p className="mt-auto pt-4">
                <a
                  href={certificate.pdfUrl}
                  type="application/pdf"
                  className="font-semibold text-fig-700 underline-offset-4 hover:underline"
                >
                  {t('certificates.download')}
                  <span className="sr-only"> ({name})</span>
                </a>
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function Documents({ documents }: { documents: QualityContent['documents'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Section tone="white" title={documents.title} subtitle={documents.subtitle}>
      <DocumentsTable caption={documents.title} documents={documents.items} />
      <p className="mt-6">
        <Link to={pagePath('export', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
          {t('nav.export')} →
        </Link>
      </p>
    </Section>
  )
}

export const meta: Route.MetaFunction = seoMeta
