/** The home page's sections below the hero. */
import { useTranslation } from 'react-i18next'
import { PostCardImage, PostCardPlaceholder } from '~/features/blog/post-list'
import { WhatsAppLink } from '~/features/content/whatsapp-link'
import { ProductCard } from '~/features/products/product-card'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { PageLink } from '~/ui/page-link'
import { RichTextBlock } from '~/ui/rich-text'
import type { Route } from './+types/route'

type HomeData = Route.ComponentProps['loaderData']
type HomeContent = HomeData['content']

function SectionHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="font-serif text-3xl font-bold text-fig-800 sm:text-4xl">{title}</h2>
      {subtitle && <p className="mt-3 text-stone-600">{subtitle}</p>}
    </div>
  )
}

export function Intro({ intro }: { intro: HomeContent['intro'] }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h2 className="font-serif text-3xl font-bold text-fig-800">{intro.title}</h2>
      <RichTextBlock className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700" html={intro.lead.html} />
      <RichTextBlock className="mt-4 space-y-4 leading-relaxed text-stone-600" html={intro.text.html} />
    </section>
  )
}

export function ProductsSection({ heading, products }: { heading: HomeContent['products']; products: HomeData['products'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="bg-cream-100 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading title={heading.title} subtitle={heading.subtitle} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p) => (
            <ProductCard key={p.slug} product={p} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <PageLink to={pagePath('products', locale)} className="font-semibold text-fig-700 hover:text-fig-900">
            {t('home.viewAllProducts')} →
          </PageLink>
        </p>
      </div>
    </section>
  )
}

export function TrialPromo({ trial }: { trial: HomeContent['trial'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-gold-100 p-8 sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 className="font-serif text-3xl font-bold text-fig-800">{trial.title}</h2>
          <RichTextBlock className="mt-4 space-y-3 text-stone-700" html={trial.text.html} />
          <PageLink
            to={pagePath('trial-package', locale)}
            className="mt-6 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
          >
            {t('home.trial.cta')}
          </PageLink>
        </div>
        <ul className="grid gap-3">
          {trial.notes.map((note) => (
            <li key={note.id} className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 font-medium">
              <span aria-hidden="true" className="text-leaf-600">
                ✓
              </span>
              {note.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function WhyUs({ whyUs }: { whyUs: HomeContent['whyUs'] }) {
  return (
    <section className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading title={whyUs.title} subtitle={whyUs.subtitle} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyUs.cards.map((card) => (
            <div key={card.id} className="rounded-2xl border border-stone-200 p-6">
              <h3 className="font-serif text-lg font-semibold text-fig-800">{card.title}</h3>
              <p className="mt-2 text-sm text-stone-600">{card.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

export function HealthBenefits({ health }: { health: HomeContent['health'] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading title={health.title} subtitle={health.subtitle} />
      <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {health.items.map((tile) => (
          <div key={tile.id} className="rounded-2xl bg-fig-50 p-6">
            <h3 className="font-semibold text-fig-800">{tile.title}</h3>
            <p className="mt-2 text-sm text-stone-600">{tile.text}</p>
          </div>
        ))}
      </div>
    </section>
  )
}

export function LatestPosts({ heading, posts }: { heading: HomeContent['blog']; posts: HomeData['posts'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="bg-cream-100 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading title={heading.title} subtitle={heading.subtitle} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {posts.map((post) => {
            const href = pagePath('blog-post', locale, { slug: post.slug })
            return (
              <article
                key={post.slug}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm"
                data-testid="home-post-card"
              >
                {post.imageUrl ? (
                  // A second link to the same post: hidden from assistive tech and the tab order.
                  <PageLink to={href} className="aspect-[1200/630] overflow-hidden" aria-hidden="true" tabIndex={-1}>
                    <PostCardImage
                      post={{ imageUrl: post.imageUrl, image: post.image }}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      className="size-full object-cover"
                    />
                  </PageLink>
                ) : (
                  <PostCardPlaceholder className="aspect-[1200/630]" />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs text-stone-500">
                    <time dateTime={post.createdAt}>{post.date}</time> · {t('home.minutesRead', { minutes: post.minutes })}
                  </p>
                  <h3 className="mt-2 font-serif text-lg font-semibold text-fig-800">
                    <PageLink to={href}>{post.title}</PageLink>
                  </h3>
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {post.keywords.map((k, i) => (
                      // Two tags on small screens, three from md up.
                      <li
                        key={k}
                        className={`rounded-full bg-cream-100 px-2 py-0.5 text-xs text-stone-600 ${i === 2 ? 'hidden md:block' : ''}`}
                      >
                        {k}
                      </li>
                    ))}
                  </ul>
                  <PageLink to={href} className="mt-auto pt-4 text-sm font-semibold text-fig-700">
                    {t('home.readMore')} →
                  </PageLink>
                </div>
              </article>
            )
          })}
        </div>
      </div>
    </section>
  )
}

export function CallToAction({ cta }: { cta: HomeContent['cta'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="mx-auto max-w-5xl px-4 pb-24 pt-20 sm:px-6">
      <div className="rounded-3xl bg-fig-800 px-6 py-14 text-center text-white sm:px-12">
        <h2 className="font-serif text-3xl font-bold">{cta.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-fig-100">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <PageLink to={pagePath('trial-package', locale)} className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-fig-900">
            {t('cta.trial')}
          </PageLink>
          <PageLink to={pagePath('rfq', locale)} className="rounded-full bg-white px-6 py-3 font-semibold text-fig-800">
            {t('cta.quote')}
          </PageLink>
          <WhatsAppLink className="rounded-full bg-leaf-600 px-6 py-3 font-semibold text-white">{t('cta.whatsapp')}</WhatsAppLink>
        </div>
      </div>
    </section>
  )
}
