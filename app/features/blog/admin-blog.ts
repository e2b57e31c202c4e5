/** Rules of the admin blog screens: the Turkish success and error notices, the slug rule, language tabs. */
import { localeNames, localeNamesTr } from '~/lib/locale'
import { isOneOf } from '~/lib/one-of'

export const blogMessages = {
  created: 'Blog yazısı oluşturuldu',
  updated: 'Blog yazısı güncellendi',
  deleted: 'Blog yazısı silindi',
  saveFailed: 'İşlem başarısız',
  deleteFailed: 'Blog yazısı silinemedi',
  invalidId: 'Geçersiz blog ID',
  notFound: 'Bu blog yazısı bulunamadı.',
  deleteConfirm: 'Bu blog yazısını silmek istediğinizden emin misiniz?',
  slugTaken: 'Bu slug başka bir blog yazısı tarafından kullanılıyor',
  slugPattern: 'Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. blog-yazisi)',
  topicRequired: 'Lütfen bir konu girin',
  articleDone: 'İçerik oluşturuldu',
  articleSaveReminder: 'Form dolduruldu; kontrol edip kaydetmeyi unutmayın. Kaydedilene kadar hiçbir şey yayınlanmaz.',
  articleFailed: 'Blog içeriği oluşturulamadı. Lütfen tekrar deneyin.',
  topicsDone: 'Konu önerileri hazır',
  topicsFailed: 'Konu önerileri oluşturulamadı. Lütfen tekrar deneyin.',
  imageDone: 'Görsel oluşturuldu',
  imageFailed: 'Blog görseli oluşturulamadı',
  imageUploadFailed: 'Görsel yüklenemedi',
} as const

/** Lowercase ASCII letters and digits in groups joined by single hyphens: 'kuru-incir-2025'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A failure notice with the short reason after it: 'Blog görseli oluşturulamadı: zaman aşımı'. */
export function withReason(notice: string, reason: string | null | undefined): string {
  const short = (reason ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)
  if (!short) return notice
  return `${notice}${notice.endsWith('.') ? ' ' : ': '}${short}`
}

/**
 * The post's languages in the editor: Turkish is required; English and German are optional, with
 * the admin's hint on what the site shows where one is left empty (the post in the language it
 * falls back to, marked as such, with a note to the reader).
 */
export const blogLanguages = [
  { code: 'tr', label: localeNames.tr, name: localeNamesTr.tr, required: true, hint: null },
  {
    code: 'en',
    label: localeNames.en,
    name: localeNamesTr.en,
    required: false,
    hint: 'İsteğe bağlı. Boş bırakırsanız yazı İngilizce sayfalarda (/en) Türkçe metniyle gösterilir; okura yazının yalnızca Türkçe olduğu söylenir. İngilizce sürüm yazarsanız başlık, özet ve içeriğin üçünü de doldurun.',
  },
  {
    code: 'de',
    label: localeNames.de,
    name: localeNamesTr.de,
    required: false,
    hint: 'İsteğe bağlı. Boş alanlarda Almanca sayfalarda (/de) İngilizce metin, o da yoksa Türkçe metin gösterilir; okura yazının hangi dilde olduğu söylenir.',
  },
] as const
export type BlogLanguage = (typeof blogLanguages)[number]['code']

/** The per-language fields of a post (title, excerpt, content, keywords, meta description). */
export const blogTextFields = ['title', 'excerpt', 'content', 'keywords', 'metaDescription'] as const

/** The language tab to open first: the first one with an error, else Turkish. */
export function tabWithErrors(errors: Record<string, readonly string[] | null | undefined> | null | undefined): BlogLanguage {
  const has = (code: BlogLanguage) => blogTextFields.some((field) => (errors?.[`${field}_${code}`]?.length ?? 0) > 0)
  return blogLanguages.find(({ code }) => has(code))?.code ?? 'tr'
}

/** Whether a language tab holds an error (marked on the tab, which may be closed). */
export function languageHasErrors(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
  code: BlogLanguage,
): boolean {
  return blogTextFields.some((field) => (errors?.[`${field}_${code}`]?.length ?? 0) > 0)
}

export { isUuid } from '~/lib/uuid'

/** Is this a gallery file the blog can show as its image? */
export const isImageMime = (mimeType: string) => /^image\/(jpeg|png|gif|webp|avif)$/.test(mimeType)

/** What a post to the blog screens asks for (the `intent` of the button that sent it). */
export const blogIntents = ['save', 'derive-slug', 'ai-article', 'ai-topics', 'pick-topic', 'ai-image', 'toggle-active', 'delete'] as const
export type BlogIntent = (typeof blogIntents)[number]

type FormLike = { get(name: string): FormDataEntryValue | null }
const text = (form: FormLike, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The intent of a post. Enter in a text field sends the form's first button ('enter'): with a
 * topic typed and nothing written in the post yet it can only mean "write the article", otherwise
 * it saves. A topic idea's button sends `pickTopic`.
 */
export function resolveBlogIntent(form: FormLike): BlogIntent {
  const intent = text(form, 'intent')
  if (intent === 'enter') return text(form, 'topic') !== '' && !postStarted(form) ? 'ai-article' : 'save'
  if (isOneOf(blogIntents, intent)) return intent
  if (text(form, 'pickTopic') !== '') return 'pick-topic'
  return 'save'
}

/** Whether any text of the post has been written (the create form then stays open after a round trip). */
export function postStarted(form: FormLike): boolean {
  return blogLanguages.some(({ code }) => blogTextFields.some((field) => text(form, `${field}_${code}`) !== ''))
}
