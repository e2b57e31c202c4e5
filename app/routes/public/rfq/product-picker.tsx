import { type ButtonHTMLAttributes, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/ui/use-hydrated'
import type { QuoteProduct } from './types'

/**
 * Adds product lines. With JavaScript: a modal dialog with a two-column grid of product cards;
 * a card adds its line and closes the dialog. Without: a <details> disclosure with the same grid,
 * each card a submit button whose intent adds the line on the server (everything typed is kept).
 */
export function ProductPicker({
  products,
  added,
  onAdd,
  addButtonProps,
}: {
  products: QuoteProduct[]
  /** Products already on the form: shown as added, cannot be picked again. */
  added: ReadonlySet<string>
  onAdd: (product: QuoteProduct) => void
  /** The no-JS submit button that inserts the product's line. */
  addButtonProps: (product: QuoteProduct) => ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  // Looked up before the branch: the server's render (without the dialog) then sends this text
  // with the page, and the browser draws the dialog without loading the whole dictionary.
  const closeLabel = t('common.close')
  const dialog = useRef<HTMLDialogElement>(null)
  const triggerClass =
    'inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-fig-700 px-5 py-2.5 font-semibold text-fig-700 hover:bg-fig-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-fig-500 focus-visible:ring-offset-2'

  if (!hydrated) {
    return (
      <details className="group mt-4" data-testid="picker-fallback">
        <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>
          <span aria-hidden="true">+</span> {t('rfq.addProduct')}
        </summary>
        <div id="rfq-picker" className="mt-4 rounded-2xl border border-stone-200 bg-cream-50 p-4">
          <h3 className="font-serif text-lg font-semibold text-fig-800">{t('rfq.pickerTitle')}</h3>
          <ProductGrid products={products} added={added} cardProps={(product) => addButtonProps(product)} />
        </div>
      </details>
    )
  }

  const close = () => dialog.current?.close()
  return (
    <div className="mt-4">
      <button
        type="button"
        className={triggerClass}
        data-testid="open-picker"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <span aria-hidden="true">+</span> {t('rfq.addProduct')}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: onClick only closes on a backdrop click, which keyboard users do with Escape (native to a modal dialog) */}
      <dialog
        ref={dialog}
        aria-labelledby="rfq-picker-title"
        className="m-auto max-h-[80vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60"
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <div className="sticky top-0 z-10 -mx-4 flex items-center justify-between gap-4 bg-white px-4 pb-2 pt-4 sm:-mx-6 sm:px-6 sm:pt-6">
            <h3 id="rfq-picker-title" className="font-serif text-xl font-semibold text-fig-800">
              {t('rfq.pickerTitle')}
            </h3>
            <button
              type="button"
              onClick={close}
              aria-label={closeLabel}
              className="-mr-2 rounded-full px-3 py-1 text-2xl leading-none text-stone-600 hover:bg-stone-100"
            >
              ×
            </button>
          </div>
          <ProductGrid
            products={products}
            added={added}
            cardProps={(product) => ({
              type: 'button',
              onClick: () => {
                onAdd(product)
                close()
              },
            })}
          />
        </div>
      </dialog>
    </div>
  )
}

function ProductGrid({
  products,
  added,
  cardProps,
}: {
  products: QuoteProduct[]
  added: ReadonlySet<string>
  cardProps: (product: QuoteProduct) => ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3" data-testid="picker-grid">
      {products.map((product) => {
        const isAdded = added.has(product.id)
        return (
          <li key={product.id}>
            <button
              {...cardProps(product)}
              disabled={isAdded}
              data-product-slug={product.slug}
              className="flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm transition hover:border-fig-500 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-fig-500 disabled:cursor-not-allowed disabled:border-stone-200 disabled:opacity-60 disabled:hover:shadow-sm"
            >
              {product.image ? (
                <img
                  src={product.image.url}
                  alt=""
                  width={product.image.width ?? 400}
                  height={product.image.height ?? 300}
                  loading="lazy"
                  className="aspect-[3/2] w-full bg-cream-100 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="block aspect-[3/2] w-full bg-cream-100" />
              )}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="text-sm font-semibold leading-snug text-fig-800 sm:text-base">{product.title}</span>
                {isAdded && (
                  <span className="mt-auto text-xs font-semibold uppercase tracking-wide text-leaf-700">✓ {t('rfq.alreadyAdded')}</span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
