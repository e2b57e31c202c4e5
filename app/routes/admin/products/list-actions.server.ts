/** The product list's buttons: up/down in the order and delete; each goes back to the list as it was, with a notice. */
import { redirect } from 'react-router'
import type { MoveDirection } from '~/features/products/admin-product'
import { AdminProductError, deleteAdminProduct, moveAdminProduct } from '~/features/products/admin-products.server'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'

/** Only the list itself (with its query, without the confirmation) is a place to go back to. */
export function listUrl(value: FormDataEntryValue | null): string {
  const target = typeof value === 'string' && /^\/admin\/products(\?|$)/.test(value) ? value : '/admin/products'
  const url = new URL(target, 'http://x')
  url.searchParams.delete('confirmDelete')
  return url.pathname + url.search
}

export async function moveProduct(id: string, direction: MoveDirection, back: string) {
  try {
    const { changed } = await moveAdminProduct(id, direction)
    if (!changed) return redirect(back)
    return redirectWithToast(back, { type: 'success', title: 'Başarılı', description: 'Sıralama güncellendi' })
  } catch (error) {
    if (!(error instanceof AdminProductError)) logger.error({ err: error }, 'Re-ordering products failed')
    return redirectWithToast(back, { type: 'error', title: 'Hata', description: 'Sıralama güncellenemedi' })
  }
}

export async function deleteProduct(id: string, back: string) {
  try {
    await deleteAdminProduct(id)
    return redirectWithToast(back, { type: 'success', title: 'Başarılı', description: 'Ürün silindi' })
  } catch (error) {
    if (!(error instanceof AdminProductError)) logger.error({ err: error }, 'Deleting a product failed')
    return redirectWithToast(back, { type: 'error', title: 'Hata', description: 'Ürün silinemedi' })
  }
}
