import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { productCalibreCode } from '~/domain/product'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

export interface ProductCardData {
  slug: string
  title: string
  summary: string
  type: string
  isOrganic: boolean
  isNatural: boolean
  laurelPacked: boolean
  packsKg: number[]
  calibres: string[]
  image: { url: string; alt: string; width: number | null; height: number | null } | null
}

/** Cards show the first three pack sizes and calibres, with '…' when there are more. */
const SHOWN = 3

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const href = localizePath(`/products/${product.slug}`, locale)
  const more = (list: unknown[]) => (list.length > SHOWN ? ' …' : '')
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="block aspect-[4/3] overflow-hidden bg-cream-100">
        {product.image && (
          <img
            src={product.image.url}
            alt={product.image.alt}
            width={product.image.width ?? 1200}
            height={product.image.height ?? 900}
            loading="lazy"
            className="size-full object-cover transition group-hover:scale-105"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          {product.isOrganic && <span className="rounded-full bg-leaf-600/10 px-2 py-0.5 text-leaf-700">{t('badges.organic')}</span>}
          {product.isNatural && <span className="rounded-full bg-gold-100 px-2 py-0.5 text-gold-700">{t('badges.natural')}</span>}
          {product.laurelPacked && <span className="rounded-full bg-fig-100 px-2 py-0.5 text-fig-700">{t('badges.laurel')}</span>}
        </div>
        <h3 className="mt-2 font-serif text-xl font-semibold text-fig-800">
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-stone-600">{product.summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">{t('products.packSizes')}</dt>
            <dd className="font-medium">
              {product.packsKg.slice(0, SHOWN).map((kg) => `${kg.toLocaleString(locale)} kg`).join(', ')}
              {more(product.packsKg)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">{t('products.calibres')}</dt>
            <dd className="font-medium">
              {product.calibres.slice(0, SHOWN).map((c) => productCalibreCode(c) ?? c).join(', ')}
              {more(product.calibres)}
            </dd>
          </div>
        </dl>
        <Link to={href} className="mt-auto pt-5 text-sm font-semibold text-fig-700 hover:text-fig-900">
          {t('products.viewDetails')} →
        </Link>
      </div>
    </article>
  )
}
