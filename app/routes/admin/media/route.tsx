import { listMedia, pendingProductImages } from '~/features/media/admin-media.server'
import { readMediaListQuery } from '~/features/media/media'
import type { Route } from './+types/route'
import { deleteFile, failure, importProductFiles, updateFile, uploadFile } from './actions.server'
import { ImportProducts } from './import-products'
import { FilterForm, Pager } from './list-controls'
import { listHref } from './list-href'
import { editFormId, MediaCard } from './media-card'
import { UPLOAD_FORM_ID, UploadForm } from './upload-form'

/** The gallery with the search, category and active-only filters of the URL (GET form). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = readMediaListQuery(params)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [list, pending] = await Promise.all([listMedia(query, page), pendingProductImages()])
  return { query, page, ...list, pendingImports: pending }
}

/** upload (multipart), update, delete and import; back to the list as it was, with a notice. */
export async function action({ request }: Route.ActionArgs) {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) return uploadFile(request)
  const back = listHref(readMediaListQuery(new URL(request.url).searchParams))
  const formData = await request.formData()
  const id = String(formData.get('id') ?? '')
  switch (formData.get('intent')) {
    case 'update':
      return updateFile(formData, id, back)
    case 'delete':
      return deleteFile(id, back)
    case 'import':
      return importProductFiles(back)
    default:
      return failure(back, 'Geçersiz istek')
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

      <Pager query={query} page={page} pages={pages} />
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Medya Galerisi | Yönetim Paneli' }]
