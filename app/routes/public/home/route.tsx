import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { publishedPostCards } from '~/features/blog/posts.server'
import { requestedPageContent } from '~/features/content/page-content.server'
import { PreviewBanner } from '~/features/content/preview-banner'
import { galleryImage, withCardImageVariants } from '~/features/media/media.server'
import { FIRST_PRODUCTS, featuredProducts, firstActiveProducts } from '~/features/products/first-products.server'
import { toProductCard } from '~/features/products/products.server'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { PageLink } from '~/ui/page-link'
import { rotateTitles } from '~/ui/rotating-title'
import type { Route } from './+types/route'
import { CallToAction, HealthBenefits, Intro, LatestPosts, ProductsSection, TrialPromo, WhyUs } from './sections'

const HOME_PRODUCTS = FIRST_PRODUCTS
const HOME_POSTS = 3

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [{ seo }, { content, preview }, first, posts] = await Promise.all([
    loadPageSeo(context, 'homepage'),
    requestedPageContent('home', request, locale),
    firstActiveProducts(context),
    publishedPostCards(locale, HOME_POSTS),
  ])
  const [products, heroImage] = await Promise.all([featuredProducts(content.products.featured, first), galleryImage(content.hero.image)])
  return {
    seo,
    locale,
    content,
    preview,
    heroImage,
    // Home's cards show each product's main picture; the catalogue's cards cycle through all of them.
    products: await withCardImageVariants(
      products
        .slice(0, HOME_PRODUCTS)
        .map((p) => toProductCard(p, locale))
        .map((card) => ({ ...card, images: card.images.slice(0, 1) })),
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
  const { seo, content, products, posts } = loaderData
  return (
    <>
      {loaderData.preview && <PreviewBanner />}
      <Hero h1={seo.h1} firstTitle={seo.heading} hero={content.hero} image={loaderData.heroImage} />
      <Intro intro={content.intro} />
      <ProductsSection heading={content.products} products={products} />
      <TrialPromo trial={content.trial} />
      <WhyUs whyUs={content.whyUs} />
      <HealthBenefits health={content.health} />
      {posts.length > 0 && <LatestPosts heading={content.blog} posts={posts} />}
      <CallToAction cta={content.cta} />
    </>
  )
}

function Hero({
  h1,
  firstTitle,
  hero,
  image,
}: {
  /** The SEO setting's H1: the only title when set. */
  h1: string | null
  /** The page's built-in heading (the dictionary's, also the SEO admin's default H1): the first of the turning titles. */
  firstTitle: string
  hero: Route.ComponentProps['loaderData']['content']['hero']
  image: Route.ComponentProps['loaderData']['heroImage']
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const titles = [firstTitle, hero.title2]
  const heading = useRef<HTMLHeadingElement>(null)
  // An SEO title set by the admin is the only title.
  useEffect(() => (heading.current ? rotateTitles(heading.current) : undefined), [])
  return (
    <section className="relative isolate overflow-hidden bg-fig-900 text-white">
      {/* The page's largest paint: fetched first. */}
      <img
        src={image?.url ?? '/images/hero.svg'}
        srcSet={image?.srcSet}
        sizes={image?.srcSet ? '100vw' : undefined}
        alt=""
        width={image?.width ?? 1600}
        height={image?.height ?? 900}
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
        <p className="mt-6 max-w-2xl text-lg text-fig-100">{hero.subtitle}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <PageLink
            to={pagePath('products', locale)}
            className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-fig-900 hover:bg-gold-500"
          >
            {t('hero.ctaProducts')}
          </PageLink>
          <PageLink to={pagePath('rfq', locale)} className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10">
            {t('hero.ctaQuote')}
          </PageLink>
        </div>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = seoMeta
