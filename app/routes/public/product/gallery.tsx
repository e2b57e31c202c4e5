import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { ProductImageData } from '~/features/products/product-card'

/**
 * Main image and thumbnails. Without JavaScript the thumbnails are `?image=N` links the server
 * renders; with it they switch the image at once.
 */
export function Gallery({ images }: { images: ProductImageData[] }) {
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
            fetchPriority="high"
            className="size-full object-cover"
            data-testid="gallery-main"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one file may fill two slots, so the URL alone is not unique; the server's order is fixed and thumbnails hold no state
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
