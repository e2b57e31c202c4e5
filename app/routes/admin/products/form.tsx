import { parse, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { AiError, aiConfigured } from '~/features/ai/client.server'
import { generateProductContent } from '~/features/ai/writers.server'
import { readProductFormPost, storeProductFiles, UploadRejectedError } from '~/features/media/uploads.server'
import {
  AdminProductError,
  createAdminProduct,
  getAdminProduct,
  PRODUCT_NOT_FOUND,
  updateAdminProduct,
} from '~/features/products/admin-products.server'
import { AdminProductSchema } from '~/features/products/schemas'
import { invariantResponse } from '~/lib/http/invariant'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { ProductAiOutcome } from '~/routes/admin/products/form/ai-generator'
import { newProductValue, productFormValue } from '~/routes/admin/products/form/form-value'
import { ProductForm } from '~/routes/admin/products/form/product-form'
import type { Route } from './+types/form'
import { keepStoredFiles, productUploadFields, takeTypedPackSize, uploadErrors, withUploads } from './form.server'

/** /admin/products/new (create) and /admin/products/{id} (edit). */
export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { mode: 'create' as const, product: null, defaultValue: newProductValue, aiReady: aiConfigured() }
  const product = await getAdminProduct(params.id)
  invariantResponse(product, PRODUCT_NOT_FOUND, { status: 404 })
  return {
    mode: 'edit' as const,
    product: { id: product.id, title_tr: product.title_tr, slug: product.slug },
    defaultValue: productFormValue(product),
    aiReady: aiConfigured(),
  }
}

/**
 * The form's buttons: conform's list intents (add or remove a pack size or a price range, remove
 * an image or a PDF, apply calibres or the AI preview) come back as the form with the change
 * applied; invalid input and refused files come back with the messages; a valid form is saved and
 * the list shows the notice. New files are stored only when the form is about to be saved (then
 * they stay with it, also if the save fails); an answer that saves nothing stores no file.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const editing = params.id ? await getAdminProduct(params.id) : null
  if (params.id && !editing) return redirectWithToast('/admin/products', { type: 'error', title: 'Hata', description: PRODUCT_NOT_FOUND })

  let post: Awaited<ReturnType<typeof readProductFormPost>>
  try {
    post = await readProductFormPost(request, productUploadFields)
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return answer(formFailure(error.message), { status: error.status })
  }
  const { formData } = post
  if (formData.get('intent') === 'ai-generate') {
    // The form is posted only to keep what was typed: it is not judged.
    const asPosted = attempt(() => parse<null, string[]>(formData, { resolve: () => ({ value: null }) }))
    if (!asPosted) return answer(formFailure(UNKNOWN_INTENT), { status: 400 })
    return generateProductPreview(asPosted.reply(), String(formData.get('aiProductName') ?? ''))
  }
  const packBoxErrors = takeTypedPackSize(formData)
  const submission = attempt(() => parseWithZod(formData, { schema: AdminProductSchema }))
  if (!submission) return answer(formFailure(UNKNOWN_INTENT), { status: 400 })
  if (submission.status !== 'success' || Object.keys(uploadErrors(post, true)).length > 0) {
    return answer(submission.reply({ fieldErrors: { ...uploadErrors(post, false), ...packBoxErrors } }), {
      status: submission.status === undefined ? 200 : 400,
    })
  }
  const product = withUploads(submission.value, post, editing?.images ?? [])
  try {
    await storeProductFiles(Object.values(post.pending))
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    const reply = submission.reply({
      formErrors: [`Dosya yüklenemedi: ${error.message}`],
      fieldErrors: { ...uploadErrors(post, false), ...packBoxErrors },
    })
    return answer(reply, { status: error.status })
  }

  try {
    if (editing) await updateAdminProduct(editing.id, product)
    else await createAdminProduct(product)
  } catch (error) {
    if (error instanceof AdminProductError)
      return answer(
        keepStoredFiles(
          submission.reply({ formErrors: [error.message], fieldErrors: { ...error.fieldErrors, ...packBoxErrors } }),
          product,
        ),
        {
          status: error.status,
        },
      )
    logger.error({ err: error }, 'Saving a product failed')
    return answer(keepStoredFiles(submission.reply({ formErrors: ['İşlem başarısız'] }), product), { status: 500 })
  }
  return redirectWithToast('/admin/products', {
    type: 'success',
    title: 'Başarılı',
    description: editing ? 'Ürün güncellendi' : 'Ürün oluşturuldu',
  })
}

const UNKNOWN_INTENT = 'Bu işlem yapılamadı'

/** Every answer of the form's action: conform's result, with the AI preview or its error after 'AI ile Oluştur'. */
type ProductFormAnswer = SubmissionResult<string[]> & { ai?: ProductAiOutcome }

const answer = (value: ProductFormAnswer, init?: ResponseInit) => data(value, init)

/** conform's parse, or null when it throws: on a list intent no button of this form sends (an insert into a text field, …). */
function attempt<T>(parse: () => T): T | null {
  try {
    return parse()
  } catch {
    return null
  }
}

/**
 * 'AI ile Oluştur': the form comes back as typed, not judged (the admin is still filling it in),
 * with the generated texts as a preview to apply (nothing is saved). An empty name or an AI
 * failure comes back with its message.
 */
async function generateProductPreview(reply: SubmissionResult<string[]>, productName: string) {
  if (!productName.trim()) return answer({ ...reply, ai: { error: 'Lütfen ürün adı girin' } }, { status: 400 })
  try {
    const preview = await generateProductContent(productName.trim())
    return answer({ ...reply, ai: { preview } })
  } catch (error) {
    if (!(error instanceof AiError)) throw error
    // The page itself worked: the form comes back with the reason (the JSON API answers error.status).
    return answer({ ...reply, ai: { error: `AI ile içerik oluşturulamadı: ${error.message}` } })
  }
}

/** A post that could not be read at all (too large) or carries an intent no button sends: only the message comes back. */
function formFailure(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } }
}

export default function ProductFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, product, defaultValue, aiReady } = loaderData
  return (
    <>
      <Link to="/admin/products" className="text-sm font-medium text-fig-700 hover:underline">
        ← Ürünlere dön
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold text-fig-800">{mode === 'create' ? 'Yeni Ürün' : 'Ürünü Düzenle'}</h1>
      {product && <p className="mt-1 text-stone-600">{product.title_tr}</p>}
      <ProductForm key={product?.id ?? 'new'} defaultValue={defaultValue} lastResult={actionData} ai={actionData?.ai} aiReady={aiReady} />
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${!loaderData ? 'Ürün bulunamadı' : loaderData.mode === 'create' ? 'Yeni Ürün' : `${loaderData.product.title_tr} düzenle`} | Yönetim Paneli`,
  },
]
