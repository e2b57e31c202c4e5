import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AdminSaveActions } from './save-actions'

function render(cancelTo: string) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <AdminSaveActions cancelTo={cancelTo} /> }])
  return renderToStaticMarkup(<Stub />)
}

describe('the admin forms’ save bar', () => {
  it('is the sticky bar with İptal back to the list and the Kaydet submit button, as the product and certificate forms had it', () => {
    expect(render('/admin/certificates')).toBe(
      '<div class="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-8 sm:px-8" data-testid="sticky-actions">' +
        '<a class="inline-flex items-center justify-center gap-2 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 rounded-lg px-4 py-2 font-semibold" href="/admin/certificates" data-discover="true">İptal</a>' +
        '<button type="submit" class="inline-flex items-center justify-center gap-2 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait bg-fig-700 text-white hover:bg-fig-800 rounded-lg px-4 py-2 font-semibold">Kaydet</button></div>',
    )
    expect(render('/admin/products')).toContain('href="/admin/products"')
  })
})
