import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, Link } from 'react-router'
import { newProductValue, productFormValue } from '~/routes/admin/products/form/form-value'
import { ProductForm, productUploadFields } from '~/routes/admin/products/form/product-form'
import type { ProductAiOutcome } from '~/routes/admin/products/form/ai-generator'
import { AdminProductSchema } from '~/features/products/schemas'
import { AiError } from '~/features/ai/client.server'
import { generateProductContent } from '~/features/ai/writers.server'
import { AdminProductError, createAdminProduct, getAdminProduct, PRODUCT_NOT_FOUND, updateAdminProduct } from '~/features/products/admin-products.server'
import { redirectWithToast } from '~/lib/toast.server'
import { readProductFormPost, storeProductFiles, UploadRejectedError } from '~/features/media/uploads.server'
import { preparePost } from './form.server'
import type { Route } from './+types/form'

/** /admin/products/new (create) and /admin/products/{id} (edit). */
export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { mode: 'create' as const, product: null, defaultValue: newProductValue }
  const product = await getAdminProduct(params.id)
  if (!product) return data({ mode: 'edit' as const, product: null, defaultValue: null }, { status: 404 })
  return {
    mode: 'edit' as const,
    product: { id: product.id, title_tr: product.title_tr, slug: product.slug },
    defaultValue: productFormValue(product),
  }
}

/**
 * Saves (create or full update) and goes back to the list with the §8 notice; editing buttons,
 * invalid input and refused files come back with the form as posted. New files are stored only
 * when the form is valid and about to be saved (then they stay with it, also if the save fails).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const editing = params.id ? await getAdminProduct(params.id) : null
  if (params.id && !editing) return redirectWithToast('/admin/products', { type: 'error', title: 'Hata', description: PRODUCT_NOT_FOUND })

  let post: Awaited<ReturnType<typeof readProductFormPost>>
  try {
    post = await readProductFormPost(request, productUploadFields)
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return data(formFailure(error.message), { status: error.status })
  }
  const prepared = preparePost(post.formData, post, editing?.images ?? [])
  const { fieldErrors, editOnly, intent } = prepared
  const submission = parseWithZod(prepared.formData, { schema: AdminProductSchema })
  // An answer that saves nothing stores no file: the form comes back without the new files.
  const unsaved = (formErrors?: string[]) => {
    const again = parseWithZod(prepared.unsaved.formData, { schema: AdminProductSchema })
    const notes = prepared.unsaved.fieldErrors
    return formErrors || Object.keys(notes).length > 0 ? again.reply({ formErrors, fieldErrors: notes }) : again.reply()
  }
  if (intent === 'ai-generate') return generateProductPreview(unsaved(), String(prepared.formData.get('aiProductName') ?? ''))
  if (editOnly || submission.status !== 'success' || Object.keys(fieldErrors).length > 0) {
    return data(unsaved(), { status: editOnly || submission.status === undefined ? 200 : 400 })
  }
  try {
    await storeProductFiles(Object.values(post.pending))
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return data(unsaved([`Dosya yüklenemedi: ${error.message}`]), { status: error.status })
  }

  try {
    if (editing) await updateAdminProduct(editing.id, submission.value)
    else await createAdminProduct(submission.value)
  } catch (error) {
    if (error instanceof AdminProductError)
      return data(submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), { status: error.status })
    console.error('Saving a product failed:', error)
    return data(submission.reply({ formErrors: ['İşlem başarısız'] }), { status: 500 })
  }
  return redirectWithToast('/admin/products', {
    type: 'success',
    title: 'Başarılı',
    description: editing ? 'Ürün güncellendi' : 'Ürün oluşturuldu',
  })
}

/**
 * 'AI ile Oluştur': the form comes back as typed, with the generated texts as a preview to apply
 * (nothing is saved). An empty name or an AI failure comes back with its message.
 */
async function generateProductPreview(reply: SubmissionResult<string[]>, productName: string) {
  if (!productName.trim()) return data({ ...reply, ai: { error: 'Lütfen ürün adı girin' } satisfies ProductAiOutcome }, { status: 400 })
  try {
    const preview = await generateProductContent(productName.trim())
    return data({ ...reply, ai: { preview } satisfies ProductAiOutcome })
  } catch (error) {
    if (!(error instanceof AiError)) throw error
    // The page itself worked: the form comes back with the reason (the JSON API answers error.status).
    return data({ ...reply, ai: { error: `AI ile içerik oluşturulamadı: ${error.message}` } satisfies ProductAiOutcome })
  }
}

/** A post that could not be read at all (too large): only the message comes back. */
function formFailure(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } }
}

export default function ProductFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, product, defaultValue } = loaderData
  if (!defaultValue) return <NotFound />
  return (
    <>
      <Link to="/admin/products" className="text-sm font-medium text-fig-700 hover:underline">
        ← Ürünlere dön
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold text-fig-800">{mode === 'create' ? 'Yeni Ürün' : 'Ürünü Düzenle'}</h1>
      {product && <p className="mt-1 text-stone-600">{product.title_tr}</p>}
      <ProductForm
        key={product?.id ?? 'new'}
        defaultValue={defaultValue}
        lastResult={actionData}
        ai={actionData && 'ai' in actionData ? (actionData.ai as ProductAiOutcome) : undefined}
      />
    </>
  )
}

function NotFound() {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">Ürün bulunamadı</h1>
      <p className="mt-2 text-stone-600">Bu ürün silinmiş olabilir.</p>
      <Link to="/admin/products" className="mt-4 inline-block font-medium text-fig-700">
        Ürünlere dön
      </Link>
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.mode === 'create' ? 'Yeni Ürün' : loaderData?.product ? `${loaderData.product.title_tr} düzenle` : 'Ürün bulunamadı'} | Yönetim Paneli`,
  },
]
