import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { withCardImageVariants } from '~/features/media/media.server'
import { ProductCard } from '~/features/products/product-card'
import {
  filterProducts,
  type ProductFilter,
  productFilterCounts,
  productFilters,
  readProductFilter,
} from '~/features/products/product-filter'
import { activeProductCardRows, toProductCard } from '~/features/products/products.server'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { useLocale } from '~/lib/use-locale'
import { pagePath, unprefixedPath } from '~/site-map'
import { PageHeader, Section } from '~/ui/page-header'
import type { Route } from './+types/products'

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const filter = readProductFilter(new URL(request.url))
  const [seo, rows] = await Promise.all([loadPageSeo(context, 'products'), activeProductCardRows()])
  return {
    ...seo,
    filter,
    counts: productFilterCounts(rows),
    products: await withCardImageVariants(filterProducts(rows, filter).map((row) => toProductCard(row, locale))),
  }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { seo, filter, counts, products } = loaderData
  return (
    <>
      <PageHeader title={seo.h1 ?? seo.heading} subtitle={t('products.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.products'), path: unprefixedPath('products') }]} />
      <Section>
        <FilterLinks current={filter} counts={counts} />
        {products.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-grid">
            {products.map((product) => (
              <li key={product.slug} className="flex">
                <ProductCard product={product} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 rounded-2xl bg-white p-10 text-center text-stone-600" role="status">
            {t('products.empty')}
          </p>
        )}
      </Section>
    </>
  )
}

const filterLabelKeys = {
  all: 'products.filters.all',
  organic: 'products.filters.organic',
  natural: 'products.filters.natural',
  laurel: 'products.filters.laurel',
  'pack-10-20': 'products.filters.pack1020',
} as const satisfies Record<ProductFilter, string>

/** Plain GET links, so filtering works without JavaScript and every filter has its own URL. */
function FilterLinks({ current, counts }: { current: ProductFilter; counts: Record<ProductFilter, number> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const listPath = pagePath('products', locale)
  return (
    <nav aria-label={t('products.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {productFilters.map((filter) => {
          const active = filter === current
          return (
            <li key={filter}>
              <Link
                to={filter === 'all' ? listPath : `${listPath}?filter=${filter}`}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                  active
                    ? 'border-fig-700 bg-fig-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-fig-600 hover:text-fig-800'
                }`}
              >
                {t(filterLabelKeys[filter])}
                <span className={`rounded-full px-1.5 text-xs ${active ? 'bg-white/20' : 'bg-stone-100 text-stone-600'}`}>
                  {counts[filter]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export const meta: Route.MetaFunction = seoMeta
