/**
 * The order page's actions, one per intent: each parses its form, calls the one domain function of
 * that step, answers an OrderError at its field (or as the form's message) with the input kept,
 * and after a success goes back to the page with a notice. The lot and document forms carry a PDF
 * (multipart), checked like every upload before anything is stored.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { ZodType } from 'zod'
import type { AdminUser } from '~/features/auth/auth.server'
import { uploadProfiles } from '~/features/media/media'
import { type CheckedUpload, readUploadForm, UploadRejectedError } from '~/features/media/upload-check.server'
import { type MilestoneCode, milestoneOf } from '~/features/orders/order-steps'
import { addDocument, addLot, OrderError, recordMilestone, recordPayment, releaseLot, saveShipment } from '~/features/orders/orders.server'
import { documentSchema, lotSchema, milestoneSchema, paymentSchema, shipmentSchema } from '~/features/orders/schemas'
import { redirectWithToast } from '~/lib/toast.server'
import { FILE_FIELDS } from './order-files'

/** The page's forms; an answer names the one it belongs to, so only that form shows it. */
export type OrderFormName = 'payment' | 'lot' | 'release' | 'shipment' | 'milestone' | 'document'

export interface OrderActionAnswer {
  form: OrderFormName | null
  result: SubmissionResult<string[]>
}

export interface OrderStep {
  orderId: string
  admin: Pick<AdminUser, 'email'>
  siteUrl: string
}

const answer = (form: OrderFormName | null, result: SubmissionResult<string[]>, status = 400) =>
  data<OrderActionAnswer>({ form, result }, { status })

export const failure = (form: OrderFormName | null, message: string, status = 400) =>
  answer(form, { status: 'error', error: { '': [message] } }, status)

const done = (step: OrderStep, description: string, type: 'success' | 'info' = 'success') =>
  redirectWithToast(`/admin/orders/${step.orderId}`, { type, title: type === 'success' ? 'Başarılı' : 'Bilgi', description })

const context = (step: OrderStep) => ({ admin: step.admin, siteUrl: step.siteUrl, now: new Date() })

/** Reads the post: a form with the upload fields' PDFs (refusals kept by field), or an answer to give. */
export async function readOrderPost(request: Request) {
  try {
    const { formData, files, rejected } = await readUploadForm(request, {
      [FILE_FIELDS.lot]: uploadProfiles.productPdf,
      [FILE_FIELDS.document]: uploadProfiles.productPdf,
    })
    return { formData, files, rejected }
  } catch (error) {
    if (error instanceof UploadRejectedError) return { refused: failure(null, error.message, error.status) }
    throw error
  }
}

type Posted = Exclude<Awaited<ReturnType<typeof readOrderPost>>, { refused: unknown }>

/**
 * Parses `form`'s fields with `schema`, runs `write` with the value, and answers: the form's
 * messages (status 400) with the input kept, the refusal of the step at its field, or the notice.
 */
async function step<T>(
  form: OrderFormName,
  formData: FormData,
  schema: ZodType<T>,
  write: (value: T) => Promise<Response>,
  extraErrors: Record<string, string[]> = {},
) {
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success' || Object.keys(extraErrors).length > 0) {
    const fieldErrors = { ...(submission.status === 'success' ? {} : (submission.error ?? {})), ...extraErrors }
    return answer(form, submission.reply({ fieldErrors: fieldErrors as Record<string, string[]> }))
  }
  try {
    return await write(submission.value)
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    const errors = error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] }
    return answer(form, submission.reply(errors), error.status)
  }
}

/** The PDF of an upload form: the checked file, or why there is none (at its field). */
function postedPdf(posted: Posted, field: string): { file: CheckedUpload } | { errors: Record<string, string[]> } {
  const file = posted.files[field]
  if (file) return { file }
  const refusal = posted.rejected[field]
  return { errors: { [field]: [refusal ? `PDF yüklenemedi: ${refusal.message}` : 'PDF dosyası gereklidir'] } }
}

export async function payment(posted: Posted, orderStep: OrderStep) {
  return step('payment', posted.formData, paymentSchema('form'), async (value) => {
    const result = await recordPayment(orderStep.orderId, value, context(orderStep))
    return done(orderStep, result.duplicate ? 'Bu ödeme zaten kaydedilmişti' : 'Ödeme kaydedildi', result.duplicate ? 'info' : 'success')
  })
}

export async function lot(posted: Posted, orderStep: OrderStep) {
  const pdf = postedPdf(posted, FILE_FIELDS.lot)
  return step(
    'lot',
    posted.formData,
    lotSchema('form'),
    async (value) => {
      if (!('file' in pdf)) throw new OrderError('PDF dosyası gereklidir', 400, FILE_FIELDS.lot)
      const result = await addLot(orderStep.orderId, value, pdf.file, context(orderStep))
      return done(orderStep, result.duplicate ? 'Bu parti zaten eklenmişti' : `Parti ${value.number} eklendi`)
    },
    'errors' in pdf ? pdf.errors : {},
  )
}

export async function release(posted: Posted, orderStep: OrderStep) {
  const lotId = posted.formData.get('lotId')
  if (typeof lotId !== 'string') return failure('release', 'Parti belirtilmedi')
  try {
    const result = await releaseLot(orderStep.orderId, lotId, context(orderStep))
    return done(orderStep, result.duplicate ? 'Parti zaten onaylanmıştı' : 'Parti sevkiyat için onaylandı')
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    return failure('release', error.message, error.status)
  }
}

export async function shipment(posted: Posted, orderStep: OrderStep) {
  return step('shipment', posted.formData, shipmentSchema, async (value) => {
    const result = await saveShipment(orderStep.orderId, value, context(orderStep))
    return done(orderStep, result.etaChanged ? 'Sevkiyat kaydedildi; ETA değişikliği alıcıya bildirildi' : 'Sevkiyat bilgileri kaydedildi')
  })
}

export async function milestone(posted: Posted, orderStep: OrderStep) {
  return step('milestone', posted.formData, milestoneSchema, async (value) => {
    const result = await recordMilestone(orderStep.orderId, value, context(orderStep))
    const name = milestoneOf(value.code as MilestoneCode).admin
    return done(
      orderStep,
      result.duplicate ? `“${name}” zaten kaydedilmişti` : `“${name}” kaydedildi ve alıcıya bildirildi`,
      result.duplicate ? 'info' : 'success',
    )
  })
}

export async function document(posted: Posted, orderStep: OrderStep) {
  const pdf = postedPdf(posted, FILE_FIELDS.document)
  return step(
    'document',
    posted.formData,
    documentSchema,
    async (value) => {
      if (!('file' in pdf)) throw new OrderError('PDF dosyası gereklidir', 400, FILE_FIELDS.document)
      const result = await addDocument(orderStep.orderId, value, pdf.file, context(orderStep))
      return done(orderStep, result.duplicate ? 'Bu belge zaten yüklenmişti' : `Belge ${value.number} yüklendi ve alıcıya bildirildi`)
    },
    'errors' in pdf ? pdf.errors : {},
  )
}
