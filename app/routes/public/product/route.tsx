import { useTranslation } from 'react-i18next'
import { useRouteLoaderData } from 'react-router'
import type { NotFoundHandle } from '~/features/content/error-page'
import { withImageVariants } from '~/features/media/media.server'
import { priceTablesByCalibre } from '~/features/products/price'
import { productTypeName } from '~/features/products/product'
import { ProductBadges } from '~/features/products/product-card'
import { loadProductPage, type ProductPageData } from '~/features/products/products.server'
import { productLd } from '~/features/products/structured-data'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { pageMeta } from '~/features/seo/meta'
import { pageImage } from '~/features/seo/og-image.server'
import { withSiteName } from '~/features/seo/seo-page'
import { invariantResponse } from '~/lib/http/invariant'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { localizePath } from '~/lib/locale'
import { useCompany, useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { unprefixedPath } from '~/site-map'
import { JsonLd } from '~/ui/json-ld'
import { Section } from '~/ui/page-header'
import type { Route } from './+types/route'
import { CalibreList, PriceTables } from './calibre-prices'
import { Gallery } from './gallery'
import { Actions, KeyFacts } from './product-facts'

/** A missing (or hidden) product is a 404 that the public layout's error boundary renders. */
export const handle: NotFoundHandle = { notFound: 'product' }

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const found = await loadProductPage(params.slug, locale)
  invariantResponse(found, 'Product not found', { status: 404 })
  const product = { ...found, images: await withImageVariants(found.images) }
  const typeName = productTypeName(product.type, locale)
  const main = product.images[0]
  return {
    locale,
    product,
    meta: {
      title: withSiteName(product.title, t('meta.siteName')),
      description: product.summary,
      keywords: [product.title, typeName, t('meta.defaultKeywords')].join(', '),
      image: pageImage(
        { kind: 'products', locale, slug: product.slug },
        { title: product.title, imageUrl: main?.url ?? null, alt: main?.alt ?? product.title },
      ),
    },
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductDetails key={loaderData.product.slug} product={loaderData.product} />
}

function ProductDetails({ product }: { product: ProductPageData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const company = useCompany()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const path = unprefixedPath('product', { slug: product.slug })
  const typeName = productTypeName(product.type, locale)
  const tables = priceTablesByCalibre(product.prices, product.calibres)
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t('nav.products'), path: unprefixedPath('products') },
          { name: product.title, path },
        ]}
      />
      <JsonLd
        data={productLd({
          siteUrl,
          path: localizePath(path, locale),
          slug: product.slug,
          name: product.title,
          description: product.summary,
          images: product.images.map((image) => image.url),
          category: typeName,
          organizationName: company.name,
          prices: product.prices,
        })}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-14">
        <Gallery images={product.images} />
        <div>
          <ProductBadges product={product} />
          <h1 className="mt-3 font-serif text-4xl font-bold text-fig-800 sm:text-5xl">{product.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{product.summary}</p>
          <KeyFacts product={product} typeName={typeName} />
          <Actions product={product} />
        </div>
      </div>
      <Section title={t('products.description')} tone="white">
        <div className="max-w-3xl space-y-4 leading-relaxed text-stone-700">
          {product.description
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split into paragraphs, never reordered
              <p key={i}>{paragraph}</p>
            ))}
        </div>
      </Section>
      {product.calibres.length > 0 && (
        <Section title={t('products.calibres')}>
          <CalibreList calibres={product.calibres} />
        </Section>
      )}
      {tables.length > 0 && (
        <Section title={t('products.priceTable.title')} tone="cream" id="prices">
          <PriceTables tables={tables} locale={locale} />
        </Section>
      )}
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData ? pageMeta({ ...loaderData.meta, locale: loaderData.locale }, { matches, location }) : []
