import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { editFormId, MediaCard } from './media-card'
import { UPLOAD_FORM_ID, UploadForm, type UploadNotice } from './upload-form'
import { inputClass } from '~/ui/admin-controls'
import { type MediaListQuery, mediaCategories, mediaCategoryLabels, mediaMessages, readMediaListQuery } from '~/features/media/media'
import { MediaEditSchema, MediaUploadSchema } from '~/features/media/schemas'
import { deleteMedia, importProductImages, listMedia, pendingProductImages, readGalleryUpload, updateMedia } from '~/features/media/admin-media.server'
import { addToGallery, MediaRejectedError } from '~/features/media/media.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/route'

const PAGE = '/admin/media'

function listHref(query: MediaListQuery, page = 1) {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category !== 'all') params.set('category', query.category)
  if (query.activeOnly) params.set('active', '1')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${PAGE}?${search}` : PAGE
}

/** The gallery with the search, category and active-only filters of the URL (GET form). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = readMediaListQuery(params)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [list, pending] = await Promise.all([listMedia(query, page), pendingProductImages()])
  return { query, page, ...list, pendingImports: pending }
}

type ActionData = { formId: string; result: SubmissionResult<string[]>; notice?: UploadNotice }

/** upload (multipart), update, delete and import; back to the list as it was, with the §8 notice. */
export async function action({ request }: Route.ActionArgs) {
  const back = listHref(readMediaListQuery(new URL(request.url).searchParams))
  const success = (description: string, to = back) => redirectWithToast(to, { type: 'success', title: 'Başarılı', description })
  const failure = (description: string) => redirectWithToast(back, { type: 'error', title: 'Hata', description })

  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) return upload(request)

  const formData = await request.formData()
  const id = String(formData.get('id') ?? '')
  switch (formData.get('intent')) {
    case 'update': {
      const submission = parseWithZod(formData, { schema: MediaEditSchema })
      if (submission.status !== 'success') return data<ActionData>({ formId: editFormId(id), result: submission.reply() }, { status: 400 })
      const { id: _, ...input } = submission.value
      const updated = await updateMedia(id, input).catch((error) => {
        console.error('Updating a media file failed:', error)
        return undefined
      })
      if (updated === null) return failure(`${mediaMessages.updateFailed}: ${mediaMessages.notFound}`)
      return updated ? success(mediaMessages.updated) : failure(mediaMessages.updateFailed)
    }
    case 'delete': {
      const result = await deleteMedia(id).catch((error) => {
        console.error('Deleting a media file failed:', error)
        return 'failed' as const
      })
      if (result === 'deleted') return success(mediaMessages.deleted)
      const reason = result === 'in-use' ? mediaMessages.inUse : result === 'not-found' ? mediaMessages.notFound : null
      return failure(reason ? `${mediaMessages.deleteFailed}: ${reason}` : mediaMessages.deleteFailed)
    }
    case 'import':
      try {
        return success(mediaMessages.imported(await importProductImages()))
      } catch (error) {
        console.error('Importing product images failed:', error)
        return failure(mediaMessages.importFailed)
      }
    default:
      return failure('Geçersiz istek')
  }
}

/** The upload dialog's post: refused files come back with the form, the messages and a notice. */
async function upload(request: Request) {
  const refused = (result: SubmissionResult<string[]>, message: string, status: number) =>
    data<ActionData>(
      {
        formId: UPLOAD_FORM_ID,
        result,
        notice: { id: crypto.randomUUID(), title: status === 413 ? mediaMessages.tooLargeTitle : 'Hata', description: message },
      },
      { status },
    )
  let post: Awaited<ReturnType<typeof readGalleryUpload>>
  try {
    post = await readGalleryUpload(request)
  } catch (error) {
    if (!(error instanceof MediaRejectedError)) throw error
    return refused({ status: 'error', error: { file: [error.message] } }, error.message, error.status)
  }
  const submission = parseWithZod(post.formData, { schema: MediaUploadSchema })
  if (post.refused)
    return refused(submission.reply({ fieldErrors: { file: [post.refused.message] } }), post.refused.message, post.refused.status)
  if (submission.status !== 'success' || !post.file)
    return data<ActionData>({ formId: UPLOAD_FORM_ID, result: submission.reply() }, { status: 400 })
  const { file: _, ...fields } = submission.value
  try {
    const { media, duplicate } = await addToGallery(post.file, fields)
    if (duplicate) {
      return redirectWithToast(`${PAGE}?q=${encodeURIComponent(media.filename)}`, {
        type: 'info',
        title: 'Başarılı',
        description: mediaMessages.duplicate,
      })
    }
    return redirectWithToast(PAGE, { type: 'success', title: 'Başarılı', description: mediaMessages.uploaded })
  } catch (error) {
    if (error instanceof MediaRejectedError)
      return refused(submission.reply({ fieldErrors: { file: [error.message] } }), error.message, error.status)
    console.error('Uploading a media file failed:', error)
    return refused(submission.reply({ formErrors: [mediaMessages.uploadFailed] }), mediaMessages.uploadFailed, 500)
  }
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, media, filtered, total, pages, pendingImports } = loaderData
  const reply = (formId: string) => (actionData?.formId === formId ? actionData.result : undefined)
  const narrowed = Boolean(query.q || query.category !== 'all' || query.activeOnly)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-bold text-fig-800">Medya Galerisi</h1>
          <span className="rounded-full bg-fig-100 px-3 py-1 text-sm font-semibold text-fig-800" data-testid="media-total">
            {total} dosya
          </span>
        </div>
        <ImportProducts pending={pendingImports} />
      </div>

      <div className="mt-6">
        <UploadForm lastResult={reply(UPLOAD_FORM_ID)} notice={actionData?.formId === UPLOAD_FORM_ID ? actionData.notice : undefined} />
      </div>

      <FilterForm query={query} />

      <p className="mt-4 text-sm text-stone-600" data-testid="media-result-count">
        {filtered} dosya bulundu
      </p>

      {media.length ? (
        <ul className="mt-3 grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" aria-label="Medya dosyaları">
          {media.map((item) => (
            // A saved file starts a fresh card (closed forms, the stored values).
            <li key={`${item.id}-${new Date(item.updatedAt).getTime()}`}>
              <MediaCard media={item} editResult={reply(editFormId(item.id))} />
            </li>
          ))}
        </ul>
      ) : (
        <p
          className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600"
          data-testid="media-empty"
        >
          {narrowed ? 'Dosya bulunamadı' : 'Henüz medya dosyası yok'}
        </p>
      )}

      {pages > 1 && (
        <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-center gap-4 text-sm">
          {page > 1 ? (
            <Link to={listHref(query, page - 1)} className="font-medium text-fig-700">
              ← Önceki
            </Link>
          ) : (
            <span />
          )}
          <span>
            Sayfa {page} / {pages}
          </span>
          {page < pages ? (
            <Link to={listHref(query, page + 1)} className="font-medium text-fig-700">
              Sonraki →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}

/** GET form: the filters live in the URL, so they work without JavaScript. */
function FilterForm({ query }: { query: MediaListQuery }) {
  return (
    <Form
      method="get"
      key={listHref(query)}
      role="search"
      className="mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto]"
    >
      <div>
        <label htmlFor="media-search" className="text-sm font-medium">
          Ara
        </label>
        <input
          id="media-search"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder="Açıklama, dosya adı veya etiket"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="media-category" className="text-sm font-medium">
          Kategori
        </label>
        <select id="media-category" name="category" defaultValue={query.category} className={inputClass}>
          <option value="all">Tümü</option>
          {mediaCategories.map((category) => (
            <option key={category} value={category}>
              {mediaCategoryLabels[category]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input type="checkbox" name="active" value="1" defaultChecked={query.activeOnly} className="size-4 accent-fig-700" />
        Yalnızca aktif
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800">
          Filtrele
        </button>
        <Link to={PAGE} className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">
          Filtreleri Temizle
        </Link>
      </div>
    </Form>
  )
}

/** 'Ürün resimlerini içe aktar' asks first (a second step inside <details>, no JavaScript needed). */
function ImportProducts({ pending }: { pending: number }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import'
  return (
    <details className="relative" data-testid="media-import">
      <summary className="cursor-pointer list-none rounded-lg border border-fig-700 px-4 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50">
        Ürün resimlerini içe aktar
      </summary>
      <Form
        method="post"
        className="z-10 mt-2 space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:absolute sm:right-0 sm:w-80"
      >
        <p className="text-sm text-stone-700">
          Galeride kaydı olmayan {pending} ürün resmi “Ürün” kategorisine eklenecek (aynı içerikteki dosyalar atlanır). Devam edilsin mi?
        </p>
        <button
          type="submit"
          name="intent"
          value="import"
          disabled={busy}
          className="rounded-lg bg-fig-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-fig-800 disabled:opacity-60"
        >
          {busy ? 'İçe aktarılıyor...' : 'Evet, içe aktar'}
        </button>
      </Form>
    </details>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Medya Galerisi | Yönetim Paneli' }]
