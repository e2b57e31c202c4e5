import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormatter } from '~/lib/numbers'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { PageLink } from '~/ui/page-link'
import { calibreLabel } from './calibres'
import type { ProductTypeCode } from './product'

export interface ProductImageData {
  url: string
  alt: string
  width: number | null
  height: number | null
  /** Resized WebP copies from the media gallery ('url 480w, …'), when it has them. */
  srcSet?: string
}

export interface ProductCardData {
  slug: string
  title: string
  summary: string
  type: ProductTypeCode
  isOrganic: boolean
  isNatural: boolean
  laurelPacked: boolean
  packsKg: number[]
  calibres: string[]
  /** Main image first. */
  images: ProductImageData[]
}

/** Cards show the first three pack sizes and calibres, with '…' when there are more. */
const SHOWN = 3

/** `headingLevel`: h3 under a section heading (home), h2 right under the page's h1 (list page). */
export function ProductCard({ product, headingLevel = 'h3' }: { product: ProductCardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const Heading = headingLevel
  const locale = useLocale()
  const href = pagePath('product', locale, { slug: product.slug })
  const more = (list: unknown[]) => (list.length > SHOWN ? ' …' : '')
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <CardImages slug={product.slug} title={product.title} href={href} images={product.images} />
      <div className="flex flex-1 flex-col p-5">
        <ProductBadges product={product} />
        <Heading className="mt-2 font-serif text-xl font-semibold text-fig-800">
          <PageLink to={href}>{product.title}</PageLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-stone-600">{product.summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">{t('products.packSizes')}</dt>
            <dd className="font-medium" data-testid="card-packs">
              {product.packsKg
                .slice(0, SHOWN)
                .map((kg) => `${numberFormatter(locale).format(kg)} kg`)
                .join(', ')}
              {more(product.packsKg)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">{t('products.calibres')}</dt>
            <dd className="font-medium" data-testid="card-calibres">
              {product.calibres
                .slice(0, SHOWN)
                .map((c) => calibreLabel(c))
                .join(', ')}
              {more(product.calibres)}
            </dd>
          </div>
        </dl>
        <PageLink to={href} className="mt-auto pt-5 text-sm font-semibold text-fig-700 hover:text-fig-900">
          {t('products.viewDetails')} →
        </PageLink>
      </div>
    </article>
  )
}

export function ProductBadges({ product }: { product: Pick<ProductCardData, 'isOrganic' | 'isNatural' | 'laurelPacked'> }) {
  const { t } = useTranslation()
  if (!product.isOrganic && !product.isNatural && !product.laurelPacked) return null
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs font-medium">
      {product.isOrganic && <li className="rounded-full bg-leaf-600/10 px-2 py-0.5 text-leaf-700">{t('badges.organic')}</li>}
      {product.isNatural && <li className="rounded-full bg-gold-100 px-2 py-0.5 text-gold-700">{t('badges.natural')}</li>}
      {product.laurelPacked && <li className="rounded-full bg-fig-100 px-2 py-0.5 text-fig-700">{t('badges.laurel')}</li>}
    </ul>
  )
}

/**
 * The card's images with previous/next, in plain HTML and CSS: one visually hidden radio button
 * per image (a radio group, so arrow keys switch images) and the slide right after the checked
 * radio is shown. The arrows are labels of the neighbouring radios, so clicking them needs no
 * script and never leaves the page. A label stays in the accessibility tree (HTML forbids hiding
 * a control's label), so its text says where it goes; each radio keeps its own name.
 */
function CardImages({ slug, title, href, images }: { slug: string; title: string; href: string; images: ProductImageData[] }) {
  const { t } = useTranslation()
  const frame = 'relative block aspect-[4/3] overflow-hidden bg-cream-100'
  if (images.length <= 1) {
    return (
      <PageLink to={href} className={frame} tabIndex={-1}>
        {images[0] && <CardImage image={images[0]} />}
      </PageLink>
    )
  }
  const radioId = (i: number) => `card-${slug}-image-${(i + images.length) % images.length}`
  const arrow =
    'absolute top-1/2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-xl leading-none text-fig-800 shadow transition hover:bg-white'
  return (
    <div role="radiogroup" aria-label={title} className="relative" data-testid="card-images">
      {images.map((image, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two slots may show the same picture, and the list is never reordered
        <Fragment key={image.url + i}>
          <input
            type="radio"
            name={`card-${slug}-image`}
            id={radioId(i)}
            defaultChecked={i === 0}
            aria-label={t('products.thumbnail', { index: i + 1 })}
            className="sr-only"
          />
          <div className={`${frame} hidden [input:checked+&]:block`} data-testid="card-slide">
            <PageLink to={href} tabIndex={-1}>
              <CardImage image={image} />
            </PageLink>
            {/* Shows where keyboard focus is: the radio itself is invisible. */}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 hidden ring-4 ring-gold-500 ring-inset [input:focus-visible+div_&]:block"
            />
            <label htmlFor={radioId(i - 1)} title={t('products.previousImage')} className={`${arrow} left-2`} data-testid="card-previous">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('products.previousImage')}</span>
            </label>
            <label htmlFor={radioId(i + 1)} title={t('products.nextImage')} className={`${arrow} right-2`} data-testid="card-next">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('products.nextImage')}</span>
            </label>
            <span aria-hidden="true" className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1.5">
              {images.map((_, dot) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position, it has no data of its own
                <span key={dot} className={`size-2 rounded-full shadow ${dot === i ? 'bg-white' : 'bg-white/50'}`} />
              ))}
            </span>
          </div>
        </Fragment>
      ))}
    </div>
  )
}

/** The card grids: one column on phones, two from sm, three from lg (max-w-7xl page). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

function CardImage({ image }: { image: ProductImageData }) {
  return (
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? CARD_IMAGE_SIZES : undefined}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 900}
      loading="lazy"
      className="size-full object-cover transition group-hover:scale-105"
    />
  )
}
