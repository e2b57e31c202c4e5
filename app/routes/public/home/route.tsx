import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { publishedPostCards } from '~/features/blog/posts.server'
import { localizePath } from '~/lib/locale'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { withCardImageVariants } from '~/features/media/media.server'
import { activeProductCardRows, toProductCard } from '~/features/products/products.server'
import { seoMeta } from '~/features/seo/meta'
import { useLocale } from '~/lib/use-locale'
import { localeOf } from '~/lib/i18next.server'
import { rotateTitles } from '~/ui/rotating-title'
import { CallToAction, HealthBenefits, Intro, LatestPosts, ProductsSection, TrialPromo, WhyUs } from './sections'
import type { Route } from './+types/route'

const HOME_PRODUCTS = 6
const HOME_POSTS = 3

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [{ seo }, products, posts] = await Promise.all([
    loadPageSeo(context, 'homepage', (t) => ({ title: t('meta.defaultTitle'), description: t('meta.defaultDescription') })),
    activeProductCardRows(HOME_PRODUCTS),
    publishedPostCards(locale, HOME_POSTS),
  ])
  return {
    seo,
    locale,
    // Home's cards show each product's main picture; the catalogue's cards cycle through all of them.
    products: await withCardImageVariants(
      products.map((p) => toProductCard(p, locale)).map((card) => ({ ...card, images: card.images.slice(0, 1) })),
    ),
    posts,
  }
}

/**
 * Home is not hydrated: it loads no React, only app/enhance.client.ts (menus, the language
 * suggestion, the hero's titles), and its links load their pages whole. (Reached in the browser
 * from a hydrated page, it is rendered there as any page.)
 */
export const handle = { hydrate: false }

export default function Home({ loaderData }: Route.ComponentProps) {
  const { seo, products, posts } = loaderData
  return (
    <>
      <Hero h1={seo.h1} />
      <Intro />
      <ProductsSection products={products} />
      <TrialPromo />
      <WhyUs />
      <HealthBenefits />
      {posts.length > 0 && <LatestPosts posts={posts} />}
      <CallToAction />
    </>
  )
}

function Hero({ h1 }: { h1: string | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const titles = [t('hero.title1'), t('hero.title2')]
  const heading = useRef<HTMLHeadingElement>(null)
  // An SEO title set by the admin is the only title.
  useEffect(() => (heading.current ? rotateTitles(heading.current) : undefined), [])
  return (
    <section className="relative isolate overflow-hidden bg-fig-900 text-white">
      {/* The page's largest paint: fetched first. */}
      <img
        src="/images/hero.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-40"
      />
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
        <h1
          ref={heading}
          className="max-w-3xl font-serif text-4xl font-bold leading-tight sm:text-6xl"
          aria-live="polite"
          data-titles={h1 ? undefined : JSON.stringify(titles)}
        >
          {h1 ?? titles[0]}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-fig-100">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            to={localizePath('/products', locale)}
            className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-fig-900 hover:bg-gold-500"
          >
            {t('hero.ctaProducts')}
          </Link>
          <Link to={localizePath('/rfq', locale)} className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10">
            {t('hero.ctaQuote')}
          </Link>
        </div>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = seoMeta
