/**
 * The quote page's actions, one per intent: each parses its form, calls the one domain function of
 * that step, answers a QuoteError with its message (and its status) in the form it came from, and
 * after a success goes back to the page with a notice.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { AiError } from '~/features/ai/client.server'
import type { AdminUser } from '~/features/auth/auth.server'
import { OrderError, openOrderForQuote } from '~/features/orders/orders.server'
import {
  buyerLocaleOfQuote,
  leadIdOfQuote,
  parseQuoteForm,
  prepareQuoteForm,
  tooManyRowsMessage,
} from '~/features/quotes/admin-quotes.server'
import { buyerTextField } from '~/features/quotes/buyer-texts'
import { issueMissingProforma } from '~/features/quotes/proforma.server'
import {
  extendQuote,
  QuoteError,
  renewRequestLink,
  replyToBuyer,
  saveQuoteDraft,
  sendQuote,
  withdrawQuote,
} from '~/features/quotes/quotes.server'
import { ExtendSchema, QuoteFormSchema, ReplySchema } from '~/features/quotes/schemas'
import { MAX_TRANSLATED_CHARS, translateForBuyer } from '~/features/quotes/translate.server'
import { redirectWithToast } from '~/lib/toast.server'

/** The forms of the page (and of its check before sending); an answer names the one it belongs to, so only that form shows it. */
export type QuoteFormName = 'draft' | 'withdraw' | 'extend' | 'reply' | 'renew-link' | 'send' | 'proforma' | 'order'

export interface QuoteActionAnswer {
  form: QuoteFormName | null
  result: SubmissionResult<string[]>
}

export interface QuoteStep {
  quoteId: string
  admin: Pick<AdminUser, 'email'>
  siteUrl: string
}

const answer = (form: QuoteFormName | null, result: SubmissionResult<string[]>, status = 400) =>
  data<QuoteActionAnswer>({ form, result }, { status })

/** An answer that carries only a message (no fields to keep). */
export const failure = (form: QuoteFormName | null, message: string, status = 400) =>
  answer(form, { status: 'error', error: { '': [message] } }, status)

const pagePath = (step: QuoteStep) => `/admin/quotes/${step.quoteId}`

const done = (step: QuoteStep, description: string, type: 'success' | 'info' = 'success') =>
  redirectWithToast(pagePath(step), { type, title: type === 'success' ? 'Başarılı' : 'Bilgi', description })

/** A QuoteError becomes the form's message; anything else is a fault of the server. */
function quoteFailure(error: unknown, form: QuoteFormName, result?: (message: string) => SubmissionResult<string[]>) {
  if (!(error instanceof QuoteError)) throw error
  return result ? answer(form, result(error.message), error.status) : failure(form, error.message, error.status)
}

const noEmail = 'Talepte e-posta adresi yok: alıcıya ayrıca iletin.'

/** The check every send passes through: the buyer, the language, the figures and the validity, and the button that sends. */
export const sendCheckPath = (quoteId: string) => `/admin/quotes/${quoteId}/send`

/**
 * The editor's buttons: conform's list buttons (add or remove a line) come back as the form with
 * the change; "save" stores the draft (a sent version gets a new draft version); "send" stores it
 * and opens the check before sending, so the buyer receives what the form shows once the admin
 * has confirmed it there.
 */
export async function saveOrSend(posted: FormData, step: QuoteStep, send: boolean) {
  const { prepared, submission } = parseQuoteForm(posted)
  const tooMany = prepared.fullList ?? prepared.overLongList
  if (tooMany || prepared.refusedIntent) {
    const fieldErrors = tooMany ? { [tooMany]: [tooManyRowsMessage(tooMany)] } : undefined
    const formErrors = prepared.refusedIntent ? ['Bu işlem yapılamadı'] : undefined
    return answer('draft', submission.reply({ fieldErrors, formErrors }))
  }
  if (submission.status !== 'success') return answer('draft', submission.reply(), submission.status === 'error' ? 400 : 200)
  let saved: Awaited<ReturnType<typeof saveQuoteDraft>>
  try {
    saved = await saveQuoteDraft(step.quoteId, submission.value, step.admin)
  } catch (error) {
    return quoteFailure(error, 'draft', (message) => submission.reply({ formErrors: [message] }))
  }
  if (send) return redirect(sendCheckPath(step.quoteId), 303)
  return done(step, saved.created ? `Sürüm ${saved.version} taslağı oluşturuldu` : 'Taslak kaydedildi')
}

/** The intent of a field's "translate" button: 'translate:buyerNote', 'translate:extras[0].label'. */
export const TRANSLATE_INTENT = 'translate:'

/**
 * A field's "translate" button: the form comes back as it was posted, with that field's Turkish
 * text replaced by the AI's translation into the buyer's language (nothing is saved). A failure
 * keeps the form as posted, with the reason.
 */
export async function translateField(posted: FormData, step: QuoteStep, field: string) {
  const prepared = prepareQuoteForm(posted)
  const formData = new FormData()
  for (const [name, value] of prepared.formData) if (name !== 'intent' && name !== '__intent__') formData.append(name, value)
  const source = formData.get(field)
  const keep = (message: string, status = 400) => {
    const submission = parseWithZod(withIntent(formData, { type: 'validate', payload: { name: field } }), { schema: QuoteFormSchema })
    return answer('draft', submission.reply({ formErrors: [message] }), status)
  }
  if (!buyerTextField(field) || typeof source !== 'string') return keep('Bu alan çevrilemez')
  const locale = await buyerLocaleOfQuote(step.quoteId)
  if (!locale) return failure('draft', 'Teklif bulunamadı', 404)
  if (locale === 'tr') return keep('Alıcının dili Türkçe: çeviri gerekmez')
  const text = source.trim()
  if (!text) return keep('Çevrilecek metin yok: önce metni Türkçe yazın')
  if (text.length > MAX_TRANSLATED_CHARS) return keep(`Çevrilecek metin en fazla ${MAX_TRANSLATED_CHARS} karakter olabilir`)
  let translation: string
  try {
    translation = await translateForBuyer(text, locale)
  } catch (error) {
    if (!(error instanceof AiError)) throw error
    return keep(`Çeviri yapılamadı: ${error.message}`, error.status === 503 ? 503 : 502)
  }
  // conform's "update" of the field: the form shows the new value (with JavaScript too) and keeps every other input.
  const submission = parseWithZod(withIntent(formData, { type: 'update', payload: { name: field, value: translation } }), {
    schema: QuoteFormSchema,
  })
  return answer('draft', submission.reply(), 200)
}

const withIntent = (formData: FormData, intent: object) => {
  const copy = new FormData()
  for (const [name, value] of formData) copy.append(name, value)
  copy.append('__intent__', JSON.stringify(intent))
  return copy
}

/** The confirmation on the check page: the draft the admin checked is sent, unless it changed since. */
export async function confirmSend(posted: FormData, step: QuoteStep) {
  const versionId = posted.get('versionId')
  const savedAt = posted.get('savedAt')
  if (typeof versionId !== 'string' || typeof savedAt !== 'string') return failure('send', 'Onaylanacak taslak belirtilmedi')
  try {
    const sent = await sendQuote(step.quoteId, step.admin, step.siteUrl, new Date(), { versionId, savedAt })
    return sent.mailed
      ? done(step, `Teklif (sürüm ${sent.version}) alıcıya gönderildi`)
      : done(step, `Teklif (sürüm ${sent.version}) gönderildi olarak işaretlendi. ${noEmail}`, 'info')
  } catch (error) {
    return quoteFailure(error, 'send')
  }
}

export async function withdraw(step: QuoteStep) {
  try {
    const { version } = await withdrawQuote(step.quoteId, step.admin)
    return done(step, `Teklif (sürüm ${version}) geri çekildi`)
  } catch (error) {
    return quoteFailure(error, 'withdraw')
  }
}

export async function extend(posted: FormData, step: QuoteStep) {
  const submission = parseWithZod(posted, { schema: ExtendSchema })
  if (submission.status !== 'success') return answer('extend', submission.reply())
  try {
    const { version, mailed } = await extendQuote(step.quoteId, submission.value.validUntil, step.admin, step.siteUrl)
    const what = `Geçerlilik ${submission.value.validUntil} tarihine uzatıldı (sürüm ${version})`
    return mailed ? done(step, `${what} ve alıcıya gönderildi`) : done(step, `${what}. ${noEmail}`, 'info')
  } catch (error) {
    return quoteFailure(error, 'extend', (message) => submission.reply({ formErrors: [message] }))
  }
}

export async function reply(posted: FormData, step: QuoteStep) {
  const submission = parseWithZod(posted, { schema: ReplySchema })
  if (submission.status !== 'success') return answer('reply', submission.reply())
  const leadId = await leadIdOfQuote(step.quoteId)
  if (!leadId) return failure('reply', 'Teklif bulunamadı', 404)
  try {
    const { mailed } = await replyToBuyer(leadId, submission.value.body, step.admin, step.siteUrl)
    return mailed ? done(step, 'Yanıt alıcıya gönderildi') : done(step, `Yanıt kaydedildi. ${noEmail}`, 'info')
  } catch (error) {
    return quoteFailure(error, 'reply', (message) => submission.reply({ formErrors: [message] }))
  }
}

export async function renewLink(step: QuoteStep) {
  const leadId = await leadIdOfQuote(step.quoteId)
  if (!leadId) return failure('renew-link', 'Teklif bulunamadı', 404)
  try {
    const { revoked, mailed } = await renewRequestLink(leadId, step.admin, step.siteUrl)
    const closed = `${revoked} eski bağlantı kapatıldı`
    return mailed ? done(step, `Yeni bağlantı alıcıya gönderildi; ${closed}`) : done(step, `${closed}. ${noEmail}`, 'info')
  } catch (error) {
    return quoteFailure(error, 'renew-link')
  }
}

/** "Proformayı düzenle": the accepted version's proforma, issued now that the bank account is set (once, however often it is posted). */
export async function issueProformaNow(step: QuoteStep) {
  try {
    const { number, issued, mailed } = await issueMissingProforma(step.quoteId, step.admin, step.siteUrl)
    if (!issued) return done(step, `Proforma fatura ${number} zaten düzenlenmişti`, 'info')
    return mailed
      ? done(step, `Proforma fatura ${number} düzenlendi ve alıcıya gönderildi`)
      : done(step, `Proforma fatura ${number} düzenlendi. ${noEmail}`, 'info')
  } catch (error) {
    return quoteFailure(error, 'proforma')
  }
}

/** "Sipariş dosyasını aç": the order of a quote accepted before orders were kept (once), then its page. */
export async function openOrder(step: QuoteStep) {
  try {
    const order = await openOrderForQuote(step.quoteId, step.admin)
    return redirectWithToast(`/admin/orders/${order.id}`, {
      type: 'success',
      title: 'Başarılı',
      description: `Sipariş ${order.number} açık`,
    })
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    return failure('order', error.message, error.status)
  }
}
