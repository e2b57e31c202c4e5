import { Link } from 'react-router'
import { imageSlotLabels, moistureLabel } from '~/features/products/admin-product'
import { getAdminProduct, PRODUCT_NOT_FOUND } from '~/features/products/admin-products.server'
import { calibreLabel } from '~/features/products/calibres'
import { formatKg, productTypeName } from '~/features/products/product'
import { ProductBadges } from '~/features/products/product-badges'
import { invariantResponse } from '~/lib/http/invariant'
import { localeNamesTr, locales } from '~/lib/locale'
import { unprefixedPath } from '~/site-map'
import { buttonClass } from '~/ui/button'
import type { Route } from './+types/view'
import { Description, Fact, PriceTable } from './view-sections'

const palletLanguages = locales.map((lang) => [lang, localeNamesTr[lang]] as const)

/** /admin/products/view/{id}: the product read-only; an unknown id is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const product = await getAdminProduct(params.id)
  invariantResponse(product, PRODUCT_NOT_FOUND, { status: 404 })
  return { product }
}

export default function ProductView({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData
  const moisture = moistureLabel(product.moistureMin, product.moistureMax)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/products"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50"
        >
          ← Ürünlere dön
        </Link>
        <div className="flex flex-wrap gap-2">
          <a
            href={unprefixedPath('product', { slug: product.slug })}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg border border-fig-200 bg-white px-4 py-2 text-sm font-medium text-fig-800 hover:bg-fig-50"
          >
            Web Sayfasında Gör<span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
          {!product.isActive && <span className="self-center text-xs text-stone-600">Pasif ürünler sitede görünmez.</span>}
          <Link to={`/admin/products/${product.id}`} className={buttonClass({}, 'text-sm')}>
            Düzenle
          </Link>
        </div>
      </div>

      <article className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <ProductBadges product={product} />
        <h1 className="mt-3 font-serif text-3xl font-bold text-fig-800">{product.title_tr}</h1>
        <p className="mt-1 text-stone-500" lang="en">
          {product.title_en}
        </p>
        <p className="mt-4 text-lg text-stone-700">{product.summary_tr}</p>

        {product.images.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Resimler">
            {product.images.map((image) => (
              <li key={image.id}>
                <figure>
                  <img
                    src={image.url}
                    alt={image.alt_tr ?? product.title_tr}
                    width={image.width ?? 1200}
                    height={image.height ?? 900}
                    className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover"
                  />
                  <figcaption className="mt-1 text-xs text-stone-500">
                    {imageSlotLabels[image.type]}
                    {image.isMain && ' · Ana resim'}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl bg-stone-100 p-6 text-center text-sm text-stone-500">Resim yok</p>
        )}

        <dl className="mt-8 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Tür" value={productTypeName(product.type)} />
          <Fact label="Durum" value={product.isActive ? 'Aktif' : 'Pasif'} />
          <Fact label="Üretim" value={product.isOrganic ? 'Organik' : 'Konvansiyonel'} />
          <Fact label="Nem" value={moisture ?? '—'} />
          <Fact label="Sıra Numarası" value={String(product.sortOrder)} />
          <Fact label="Slug" value={unprefixedPath('product', { slug: product.slug })} />
          <Fact label="Kalibrasyonlar" value={product.calibres.map((c) => calibreLabel(c, 'full')).join(', ') || '—'} wide />
          <Fact label="Paket Boyutları" value={product.packsKg.map(formatKg).join(', ') || '—'} />
          {palletLanguages.map(([lang, name]) => {
            const text = product[`palletInfo_${lang}`]
            return text ? <Fact key={lang} label={`Palet Bilgisi (${name})`} value={text} lang={lang} wide /> : null
          })}
        </dl>

        {product.priceRanges.length > 0 && <PriceTable ranges={product.priceRanges} />}

        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <Description title="Açıklama (Türkçe)" text={product.description_tr} lang="tr" />
          <Description title="Açıklama (İngilizce)" text={product.description_en} lang="en" />
        </div>
        {(product.pdfSpecPath || product.pdfCoaPath) && (
          <ul className="mt-8 flex flex-wrap gap-4 text-sm">
            {product.pdfSpecPath && (
              <li>
                <a href={product.pdfSpecPath} className="font-medium text-fig-700 underline">
                  Ürün Spesifikasyonu (PDF)
                </a>
              </li>
            )}
            {product.pdfCoaPath && (
              <li>
                <a href={product.pdfCoaPath} className="font-medium text-fig-700 underline">
                  Analiz Sertifikası (PDF)
                </a>
              </li>
            )}
          </ul>
        )}
      </article>
    </>
  )
}

/** An unknown id is titled by the panel's error page. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: `${loaderData.product.title_tr} | Yönetim Paneli` }] : []
