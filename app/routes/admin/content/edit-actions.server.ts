/**
 * What the content editor's buttons do: save the draft, publish, restore a revision as the
 * draft, drop the draft; conform's list buttons (add, remove, move a row) come back with the
 * form as changed. A write based on an older version is refused with both versions.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AiError } from '~/features/ai/client.server'
import type { TranslatedLocale } from '~/features/content/content-document'
import { type ContentChange, contentChanges } from '~/features/content/content-document'
import { contentFormSchema, prepareContentForm } from '~/features/content/content-form'
import { contentChoices } from '~/features/content/content-references.server'
import {
  type ContentConflict,
  contentRevision,
  discardDraft,
  saveContent,
  storedEditingDocument,
  unscheduleContent,
} from '~/features/content/page-content.server'
import { type ContentKey, contentPages } from '~/features/content/pages'
import { scheduleProblem } from '~/features/content/schedule'
import { translateMissingTexts } from '~/features/content/translate.server'
import { readUploadForm, UploadRejectedError } from '~/features/media/upload-check.server'
import { formatDateTime, readLocalTimeInput } from '~/lib/dates'
import { redirectWithToast } from '~/lib/toast.server'

/** The editor's own buttons (`intent`), beside conform's list intents. */
export const CONTROL_FIELDS = ['intent', 'version', 'revision', 'publishAt', 'confirmTranslation'] as const

export interface ContentActionData {
  result: SubmissionResult<string[]>
  /** Why the publication time was refused, and the time as typed (the form keeps it). */
  schedule?: { error: string; typed: string }
  /** A save refused because another one came first: what is stored now, and where the two differ. */
  conflict: { version: number; savedBy: string | null; savedAt: Date | null; differences: ContentChange[] } | null
}

const editorPath = (key: ContentKey) => `/admin/content/${key}`

/** A translation confirmed as up to date: its leaf key and language ('items#3f2a.answer|de'). */
const CONFIRMATION = /^[\w.#-]{1,300}\|(?:en|de)$/

/** The version a post names (a missing or malformed one is -1: it matches no stored version). */
function postedVersion(value: FormDataEntryValue | null): number {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : -1
}

/**
 * The editor's post: multipart (the form: long texts in three languages pass the body limit of
 * other forms) or URL-encoded (the small forms of the history and the draft). A post that cannot
 * be read is answered with why.
 */
export async function readEditorPost(request: Request) {
  try {
    return { formData: (await readUploadForm(request, {})).formData }
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return { refusal: refused(error.message, error.status) }
  }
}

/** Save, publish, or one of conform's list intents; `save-over:<version>` saves over a newer version the admin has seen. */
export async function saveForm(key: ContentKey, posted: FormData, by: string) {
  const declaration = contentPages[key]
  const prepared = prepareContentForm(posted, declaration, CONTROL_FIELDS)
  if (prepared.refusedIntent) return refused('Bu işlem yapılamadı: form yeniden yüklenip denenmeli.')
  const submission = parseWithZod(prepared.formData, { schema: contentFormSchema(declaration, await contentChoices()) })
  if (prepared.fullList) {
    return data<ContentActionData>(
      { result: submission.reply({ fieldErrors: { [prepared.fullList.name]: [prepared.fullList.message] } }), conflict: null },
      { status: 400 },
    )
  }
  // A list button: the form comes back with the row added, removed or moved, nothing is saved.
  if (submission.status === undefined) return { result: submission.reply(), conflict: null } satisfies ContentActionData
  if (submission.status !== 'success') return data<ContentActionData>({ result: submission.reply(), conflict: null }, { status: 400 })

  const intent = String(posted.get('intent') ?? 'save')
  const translateTo = /^translate-(en|de)$/.exec(intent)?.[1] as TranslatedLocale | undefined
  if (translateTo) return translateForm(key, posted, submission, translateTo, by)
  const over = /^save-over:(\d{1,9})$/.exec(intent)
  const publish = intent === 'publish'
  let schedule: Date | null = null
  if (intent === 'schedule') {
    const read = scheduledTime(posted.get('publishAt'))
    if (typeof read === 'string') {
      const typed = String(posted.get('publishAt') ?? '').slice(0, 30)
      return data<ContentActionData>({ result: submission.reply(), conflict: null, schedule: { error: read, typed } }, { status: 400 })
    }
    schedule = read
  }
  const baseVersion = over ? Number(over[1]) : postedVersion(posted.get('version'))
  const confirmed = new Set(
    posted
      .getAll('confirmTranslation')
      .filter((value): value is string => typeof value === 'string' && CONFIRMATION.test(value))
      .slice(0, 1000),
  )
  const saved = await saveContent(key, submission.value, { baseVersion, by, publish, schedule, confirmed })
  if (!saved.ok) return conflictAnswer(key, submission.reply(), saved.conflict, submission.value)
  if (schedule) return written(key, `Taslak kaydedildi ve ${formatDateTime(schedule)} için yayına zamanlandı.`)
  return written(key, publish ? 'Yayınlandı: sayfa sitede yeni haliyle görünüyor.' : 'Taslak kaydedildi. Sitede henüz görünmüyor.')
}

const languageDative: Record<TranslatedLocale, string> = { en: 'İngilizceye', de: 'Almancaya' }

/** The page's missing and outdated texts of one language translated by the AI and saved as the draft (never published). */
async function translateForm(
  key: ContentKey,
  posted: FormData,
  submission: { value: Record<string, unknown>; reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
  locale: TranslatedLocale,
  by: string,
) {
  const declaration = contentPages[key]
  let translated: Awaited<ReturnType<typeof translateMissingTexts>>
  try {
    translated = await translateMissingTexts(declaration, submission.value, await storedEditingDocument(key), locale)
  } catch (error) {
    if (!(error instanceof AiError)) throw error
    const result = submission.reply({ formErrors: [`Çeviri yapılamadı: ${error.message}`] })
    return data<ContentActionData>({ result, conflict: null }, { status: error.status })
  }
  const saved = await saveContent(key, translated.document, { baseVersion: postedVersion(posted.get('version')), by, publish: false })
  if (!saved.ok) return conflictAnswer(key, submission.reply(), saved.conflict, translated.document)
  const count = translated.translated.length
  return written(key, `${count} metin ${languageDative[locale]} çevrildi ve taslak olarak kaydedildi; okuyup yayınlayın.`)
}

/** The publication time typed (Istanbul time), or why it cannot be one. */
function scheduledTime(value: FormDataEntryValue | null): Date | string {
  const time = (typeof value === 'string' && value.length <= 30 ? readLocalTimeInput(value) : null) ?? new Date(Number.NaN)
  return scheduleProblem(time) ?? time
}

export async function unscheduleForm(key: ContentKey, posted: FormData) {
  const saved = await unscheduleContent(key, { baseVersion: postedVersion(posted.get('version')) })
  if (!saved.ok)
    return refused(
      'Sayfa bu arada başka bir yönetici tarafından değiştirildi; zamanlama kaldırılmadı. Sayfayı yenileyip tekrar deneyin.',
      409,
    )
  return written(key, 'Zamanlanmış yayın kaldırıldı; taslak duruyor.')
}

/** A revision becomes the draft (the published page stays as it is until it is published). */
export async function restoreForm(key: ContentKey, posted: FormData, by: string) {
  const number = postedVersion(posted.get('revision'))
  const document = number > 0 ? await contentRevision(key, number) : null
  if (!document) return refused('Bu sürüm bulunamadı.', 404)
  const saved = await saveContent(key, document, {
    baseVersion: postedVersion(posted.get('version')),
    by,
    publish: false,
    restoredFrom: number,
  })
  if (!saved.ok)
    return refused(
      'Sayfa bu arada başka bir yönetici tarafından değiştirildi; sürüm geri yüklenmedi. Sayfayı yenileyip tekrar deneyin.',
      409,
    )
  return written(key, `${number}. sürüm taslak olarak geri yüklendi. Yayınlamak için "Yayınla"ya basın.`)
}

export async function discardForm(key: ContentKey, posted: FormData) {
  const saved = await discardDraft(key, { baseVersion: postedVersion(posted.get('version')) })
  if (!saved.ok)
    return refused('Sayfa bu arada başka bir yönetici tarafından değiştirildi; taslak silinmedi. Sayfayı yenileyip tekrar deneyin.', 409)
  return written(key, 'Taslak silindi; sayfa yayındaki haliyle düzenleniyor.')
}

function written(key: ContentKey, description: string) {
  return redirectWithToast(editorPath(key), { type: 'success', title: 'Başarılı', description })
}

function refused(message: string, status = 400) {
  return data<ContentActionData>({ result: { status: 'error', error: { '': [message] } }, conflict: null }, { status })
}

function conflictAnswer(key: ContentKey, result: SubmissionResult<string[]>, conflict: ContentConflict, mine: Record<string, unknown>) {
  const differences = contentChanges(contentPages[key], conflict.document, mine)
  const message = 'Bu sayfa siz düzenlerken başka bir yönetici tarafından kaydedildi. Değişiklikleriniz kaydedilmedi; iki sürüm aşağıda.'
  return data<ContentActionData>(
    {
      result: { ...result, status: 'error', error: { ...result.error, '': [message] } },
      conflict: { version: conflict.version, savedBy: conflict.savedBy, savedAt: conflict.savedAt, differences },
    },
    { status: 409 },
  )
}
