import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link, useRouteLoaderData, useSearchParams } from 'react-router'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { JsonLd } from '~/ui/json-ld'
import { Section } from '~/ui/page-header'
import { ProductBadges, type ProductImageData } from '~/features/products/product-card'
import { formatPrice, priceTablesByCalibre, quantityRangeLabel, type PriceTable } from '~/features/products/price'
import { moistureRange, productCalibreLabel } from '~/features/products/product'
import { localizePath, localeTags, type Locale } from '~/lib/locale'
import { withImageVariants } from '~/features/media/media.server'
import { absoluteUrl, productLd } from '~/features/products/structured-data'
import { loadProductPage, type ProductPageData } from '~/features/products/products.server'
import { pageMeta } from '~/features/seo/meta'
import { siteUrlOf } from '~/lib/site-url.server'
import { useCompany, useLocale } from '~/lib/use-locale'
import { getInstance, localeOf } from '~/lib/i18next.server'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/product'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const siteName = t('meta.siteName')
  const found = await loadProductPage(params.slug, locale)
  const product = found && { ...found, images: await withImageVariants(found.images) }
  if (!product) {
    const title = `${t('products.notFound')} | ${siteName}`
    return data(
      { notFound: true as const, locale, product: null, meta: { title, description: t('products.notFound'), keywords: null, image: null } },
      { status: 404 },
    )
  }
  const typeName = t(`products.typeNames.${product.type}`)
  const main = product.images[0]
  return data({
    locale,
    product,
    meta: {
      title: `${product.title} | ${siteName}`,
      description: product.summary,
      keywords: [product.title, typeName, t('meta.defaultKeywords')].join(', '),
      image: main ? absoluteUrl(siteUrlOf(request), main.url) : null,
    },
  })
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData
  if (!product) return <ProductNotFound />
  return <ProductDetails key={product.slug} product={product} />
}

function ProductDetails({ product }: { product: ProductPageData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const company = useCompany()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const path = `/products/${product.slug}`
  const typeName = t(`products.typeNames.${product.type}`)
  const tables = priceTablesByCalibre(product.prices)
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t('nav.products'), path: '/products' },
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

/**
 * Main image and thumbnails. Without JavaScript the thumbnails are `?image=N` links the server
 * renders; with it they switch the image at once.
 */
function Gallery({ images }: { images: ProductImageData[] }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const requested = Number(searchParams.get('image')) - 1
  const [selected, setSelected] = useState(Number.isInteger(requested) && requested >= 0 && requested < images.length ? requested : 0)
  const current = images[selected]
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-cream-100 shadow-sm">
        {current && (
          <img
            src={current.url}
            srcSet={current.srcSet}
            sizes={current.srcSet ? '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw' : undefined}
            alt={current.alt}
            width={current.width ?? 1200}
            height={current.height ?? 900}
            className="size-full object-cover"
            data-testid="gallery-main"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((image, i) => (
            <li key={image.url + i}>
              <Link
                to={{ search: `?image=${i + 1}` }}
                replace
                preventScrollReset
                aria-current={i === selected ? 'true' : undefined}
                aria-label={t('products.thumbnail', { index: i + 1 })}
                title={image.alt}
                onClick={(event) => {
                  event.preventDefault()
                  setSelected(i)
                }}
                className={`block aspect-[4/3] overflow-hidden rounded-xl border-2 bg-cream-100 transition ${
                  i === selected ? 'border-fig-700' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={image.url}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? '(min-width: 1280px) 110px, (min-width: 640px) 18vw, 23vw' : undefined}
                  alt=""
                  width={image.width ?? 1200}
                  height={image.height ?? 900}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function KeyFacts({ product, typeName }: { product: ProductPageData; typeName: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const moisture = moistureRange(product.moistureMin, product.moistureMax)
  const kg = new Intl.NumberFormat(localeTags[locale])
  const facts = [
    { label: t('products.type'), value: typeName, id: 'type' },
    product.packsKg.length > 0 && {
      label: t('products.packSizes'),
      value: product.packsKg.map((n) => `${kg.format(n)} ${t('products.kg')}`).join(', '),
      id: 'packs',
    },
    moisture && { label: t('products.moisture'), value: t('products.moistureRange', moisture), id: 'moisture' },
    product.palletInfo && { label: t('products.palletInfo'), value: product.palletInfo, id: 'pallet' },
  ].filter((fact) => !!fact)
  return (
    <dl className="mt-8 divide-y divide-stone-200 border-y border-stone-200">
      {facts.map((fact) => (
        <div key={fact.id} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4" data-testid={`fact-${fact.id}`}>
          <dt className="text-sm font-semibold text-stone-600">{fact.label}</dt>
          <dd className="text-stone-800 sm:col-span-2">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Actions({ product }: { product: ProductPageData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const secondary =
    'inline-flex items-center gap-2 rounded-full border border-fig-700 px-5 py-3 text-sm font-semibold text-fig-800 hover:bg-fig-50'
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link
        to={localizePath(`/rfq?productSlug=${encodeURIComponent(product.slug)}`, locale)}
        className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('products.getQuote')}
      </Link>
      <Link
        to={localizePath('/trial-package', locale)}
        className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-fig-900 hover:bg-gold-500"
      >
        {t('products.trialPackage')}
      </Link>
      {product.pdfSpecPath && (
        <a href={product.pdfSpecPath} download className={secondary} data-testid="pdf-spec">
          <span aria-hidden="true">↓</span> {t('products.specSheet')}
        </a>
      )}
      {product.pdfCoaPath && (
        <a href={product.pdfCoaPath} download className={secondary} data-testid="pdf-coa">
          <span aria-hidden="true">↓</span> {t('products.coa')}
        </a>
      )}
    </div>
  )
}

/** 'A2 – Special (41-45 pieces/kg)'; values outside A1–A8 read 'Calibration {value}'. */
function useCalibreName() {
  const { t } = useTranslation()
  return (value: string) => {
    const label = productCalibreLabel(value)
    return label.code === null
      ? { code: t('products.calibreLabel', { value: label.value }), name: null, pieces: null }
      : {
          code: label.code,
          name: t(`products.calibreNames.${label.code as 'A1'}`),
          pieces: t('products.piecesPerKg', label.pieces),
        }
  }
}

function CalibreList({ calibres }: { calibres: string[] }) {
  const calibreName = useCalibreName()
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="calibre-list">
      {calibres.map((value) => {
        const { code, name, pieces } = calibreName(value)
        return (
          <li key={value} className="rounded-2xl border border-stone-200 bg-white p-4">
            <span className="font-serif text-2xl font-bold text-fig-700">{code}</span>
            {name && <span className="ml-2 font-semibold text-stone-800">{name}</span>}
            {pieces && <span className="mt-1 block text-sm text-stone-600">{pieces}</span>}
          </li>
        )
      })}
    </ul>
  )
}

function PriceTables({ tables, locale }: { tables: PriceTable[]; locale: Locale }) {
  const { t } = useTranslation()
  const calibreName = useCalibreName()
  const tag = localeTags[locale]
  const quantity = new Intl.NumberFormat(tag)
  const unit = t('products.priceTable.unit')
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        {tables.map((table) => {
          const { code, name } = calibreName(table.calibre)
          return (
            <div key={table.calibre} className="overflow-x-auto rounded-2xl bg-white shadow-sm">
              <table className="w-full text-left text-sm" data-testid="price-table">
                <caption className="px-5 pt-4 text-left font-serif text-lg font-semibold text-fig-800">
                  {t('products.priceTable.calibre')}: {code}
                  {name && ` – ${name}`}
                </caption>
                <thead>
                  <tr className="border-b border-stone-200 text-stone-600">
                    <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                      {t('products.priceTable.quantity')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                      {t('products.priceTable.cash')} ({unit})
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                      {t('products.priceTable.credit')} ({unit})
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={`${row.minQuantity}-${row.maxQuantity}`} className="border-b border-stone-100 last:border-0">
                      <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-stone-800 sm:px-5">
                        {quantityRangeLabel(row.minQuantity, row.maxQuantity, (n) => quantity.format(n))}
                      </th>
                      <td className="px-4 py-3 text-right tabular-nums sm:px-5">{formatPrice(row.cashPrice, tag)}</td>
                      <td className="px-4 py-3 text-right tabular-nums sm:px-5">{formatPrice(row.creditPrice, tag)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        })}
      </div>
      <p className="mt-6 text-sm text-stone-600">{t('products.priceTable.note')}</p>
    </>
  )
}

function ProductNotFound() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-fig-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t('products.notFound')}</h1>
      <Link
        to={localizePath('/products', locale)}
        className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('products.backToProducts')}
      </Link>
    </section>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  // A not-found answer gets robots noindex from the root (loader data notFound).
  return pageMeta({ ...loaderData.meta, locale: loaderData.locale })
}
