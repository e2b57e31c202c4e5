import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { JsonLd } from '~/ui/json-ld'
import { PageHeader } from '~/ui/page-header'
import { WhatsAppLink } from '~/features/content/whatsapp-link'
import { pagePath, unprefixedPath } from '~/site-map'
import { dictionarySection, numberedKeys } from '~/lib/numbered-keys'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/faq'

export async function loader({ context }: Route.LoaderArgs) {
  return loadPageSeo(context, 'faq', (t) => ({ title: t('faq.title'), description: t('faq.subtitle') }))
}

export default function Faq() {
  const { t } = useTranslation()
  const locale = useLocale()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const items = useFaqItems()
  return (
    <>
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <Breadcrumbs trail={[{ name: t('faq.title'), path: unprefixedPath('faq') }]} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="space-y-3">
          {items.map((item, i) => (
            // Sharing one `name` makes the <details> an exclusive accordion: the browser closes
            // the open item when another opens, with or without JavaScript.
            <details
              key={item.question}
              name="faq"
              open={i === 0}
              className="group rounded-2xl border border-stone-200 bg-white open:border-fig-200 open:shadow-sm"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold text-fig-800 hover:text-fig-600">
                <span className="text-base sm:text-lg">{item.question}</span>
                <span aria-hidden="true" className="shrink-0 text-xl text-fig-600 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
        <ContactBox />
      </div>
      <JsonLd data={faqPageLd(items, siteUrl + pagePath('faq', locale))} />
    </>
  )
}

/** The questions of the page's language, in dictionary order (faq.q1/a1, faq.q2/a2 …). */
function useFaqItems() {
  const { t } = useTranslation()
  const faq = dictionarySection(t('faq', { returnObjects: true }))
  return numberedKeys(
    (key) => key in faq,
    (n) => `q${n}`,
  ).map((n) => ({ question: faq[`q${n}`], answer: faq[`a${n}`] }))
}

function ContactBox() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <aside aria-labelledby="faq-contact-title" className="mt-12 rounded-3xl bg-fig-800 px-6 py-10 text-center text-white">
      <h2 id="faq-contact-title" className="font-serif text-2xl font-bold">
        {t('faq.contactTitle')}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={pagePath('contact', locale)} className="rounded-full bg-white px-6 py-3 font-semibold text-fig-800 hover:bg-cream-100">
          {t('faq.contactCta')}
        </Link>
        <WhatsAppLink className="rounded-full bg-leaf-600 px-6 py-3 font-semibold text-white hover:bg-leaf-700">
          {t('faq.chatCta')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </WhatsAppLink>
      </div>
    </aside>
  )
}

function faqPageLd(items: { question: string; answer: string }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export const meta: Route.MetaFunction = seoMeta
