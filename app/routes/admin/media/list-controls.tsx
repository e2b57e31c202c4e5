import { Form, Link } from 'react-router'
import { type MediaListQuery, mediaCategories, mediaCategoryLabels } from '~/features/media/media'
import { Button } from '~/ui/button'
import { CheckboxField, Field, SelectField } from '~/ui/forms'
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
      <Field id="media-search" type="search" name="q" label="Ara" defaultValue={query.q} placeholder="Açıklama, dosya adı veya etiket" />
      <SelectField id="media-category" name="category" label="Kategori" defaultValue={query.category}>
        <option value="all">Tümü</option>
        <Options values={mediaCategories} label={(category) => mediaCategoryLabels[category]} />
      </SelectField>
      <CheckboxField
        id="media-active"
        name="active"
        value="1"
        label="Yalnızca aktif"
        defaultChecked={query.activeOnly}
        look="plain"
        className="self-end pb-2"
      />
      <div className="flex items-end gap-2">
        <Button size="sm">Filtrele</Button>
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
