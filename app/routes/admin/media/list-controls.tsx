import { Form, Link } from 'react-router'
import { type MediaListQuery, mediaCategories, mediaCategoryLabels } from '~/features/media/media'
import { inputClass } from '~/ui/classes'
import { listHref, MEDIA_PAGE } from './list-href'
import { Options } from '~/ui/options'

/** GET form: the filters live in the URL, so they work without JavaScript. */
export function FilterForm({ query }: { query: MediaListQuery }) {
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
          <Options values={mediaCategories} label={(category) => mediaCategoryLabels[category]} />
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
        <Link to={MEDIA_PAGE} className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">
          Filtreleri Temizle
        </Link>
      </div>
    </Form>
  )
}

/** Previous / next page of the filtered list. */
export function Pager({ query, page, pages }: { query: MediaListQuery; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
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
  )
}
