import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { RichText } from '~/features/content/content-document'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { useLocale } from '~/lib/use-locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { PageHeader, Section } from '~/ui/page-header'
import { RichTextBlock } from '~/ui/rich-text'
import type { Route } from './+types/about'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, content] = await Promise.all([loadPageSeo(context, 'about'), requestedPageContent('about', request, localeOf(context))])
  return { ...page, ...content }
}

type AboutContent = Route.ComponentProps['loaderData']['content']

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { content } = loaderData
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <PageHeader title={loaderData.seo.h1 ?? loaderData.seo.heading} subtitle={content.subtitle} />
      <Breadcrumbs trail={[{ name: t('nav.about'), path: unprefixedPath('about') }]} />
      <Story content={content} />
      <Section tone="white">
        <div className="grid gap-6 md:grid-cols-2">
          <TextCard title={content.journey.title} text={content.journey.text} />
          <TextCard title={content.heritage.title} text={content.heritage.text} />
        </div>
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <TextCard title={content.mission.title} text={content.mission.text} highlight />
          <TextCard title={content.vision.title} text={content.vision.text} highlight />
        </div>
      </Section>
      <Values values={content.values} />
      <Statistics stats={content.stats} />
    </>
  )
}

function Story({ content }: { content: AboutContent }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Section>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <img src="/images/logo.svg" alt={t('meta.siteName')} width={96} height={96} className="size-24" />
          <h2 className="mt-6 font-serif text-3xl font-bold text-fig-800">{content.story.title}</h2>
          <RichTextBlock className="mt-6 space-y-4 leading-relaxed text-stone-700" html={content.story.text.html} />
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={pagePath('origin', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
              {t('nav.origin')} →
            </Link>
            <Link to={pagePath('quality', locale)} className="font-semibold text-fig-700 underline-offset-4 hover:underline">
              {t('nav.quality')} →
            </Link>
          </p>
        </div>
        <aside className="rounded-3xl bg-fig-800 p-8 text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-gold-300 px-4 py-2 text-sm font-semibold text-fig-900">
            <span aria-hidden="true">★</span> {content.giBadge}
          </p>
          <h2 className="mt-6 font-serif text-2xl font-bold">{content.love.title}</h2>
          <RichTextBlock className="mt-3 space-y-3 leading-relaxed text-fig-100" html={content.love.text.html} />
        </aside>
      </div>
    </Section>
  )
}

function TextCard({ title, text, highlight = false }: { title: string; text: RichText; highlight?: boolean }) {
  return (
    <div className={`rounded-2xl p-8 ${highlight ? 'border-l-4 border-gold-500 bg-gold-100' : 'border border-stone-200 bg-cream-50'}`}>
      <h2 className="font-serif text-2xl font-bold text-fig-800">{title}</h2>
      <RichTextBlock className="mt-3 space-y-3 leading-relaxed text-stone-700" html={text.html} />
    </div>
  )
}

function Values({ values }: { values: AboutContent['values'] }) {
  return (
    <Section tone="cream" title={values.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.items.map((value) => (
          <li key={value.id} className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="font-serif text-xl font-semibold text-fig-800">{value.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Statistics({ stats }: { stats: AboutContent['stats'] }) {
  return (
    <div className="bg-fig-800 py-14 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 text-center sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          // The figure comes first on screen, the label first for screen readers (dt before dd).
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="mt-2 text-fig-100">{stat.label}</dt>
            <dd className="font-serif text-4xl font-bold text-gold-300 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export const meta: Route.MetaFunction = seoMeta
