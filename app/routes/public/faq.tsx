import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { WhatsAppLink } from '~/features/content/whatsapp-link'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { pagePath, unprefixedPath } from '~/site-map'
import { JsonLd } from '~/ui/json-ld'
import { PageHeader } from '~/ui/page-header'
import { RichTextBlock } from '~/ui/rich-text'
import type { Route } from './+types/faq'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, content] = await Promise.all([loadPageSeo(context, 'faq'), requestedPageContent('faq', request, localeOf(context))])
  return { ...page, ...content }
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const { items, contactTitle } = loaderData.content
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <Breadcrumbs trail={[{ name: t('faq.title'), path: unprefixedPath('faq') }]} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="space-y-3">
          {items.map((item, i) => (
            // Sharing one `name` makes the <details> an exclusive accordion: the browser closes
            // the open item when another opens, with or without JavaScript.
            <details
              key={item.id}
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
              <RichTextBlock className="space-y-3 px-5 pb-5 leading-relaxed text-stone-700" html={item.answer.html} />
            </details>
          ))}
        </div>
        <ContactBox title={contactTitle} />
      </div>
      <JsonLd data={faqPageLd(items, siteUrl + pagePath('faq', locale))} />
    </>
  )
}

function ContactBox({ title }: { title: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <aside aria-labelledby="faq-contact-title" className="mt-12 rounded-3xl bg-fig-800 px-6 py-10 text-center text-white">
      <h2 id="faq-contact-title" className="font-serif text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={pagePath('contact', locale)} className="rounded-full bg-white px-6 py-3 font-semibold text-fig-800 hover:bg-cream-100">
          {t('faq.contactCta')}
        </Link>
        <WhatsAppLink className="rounded-full bg-leaf-600 px-6 py-3 font-semibold text-white hover:bg-leaf-700">
          {t('faq.chatCta')}
        </WhatsAppLink>
      </div>
    </aside>
  )
}

function faqPageLd(items: readonly { question: string; answer: { text: string } }[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.text },
    })),
  }
}

export const meta: Route.MetaFunction = seoMeta
