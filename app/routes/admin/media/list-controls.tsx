import { Link } from 'react-router'
import { type MediaListQuery, mediaCategories, mediaCategoryLabels } from '~/features/media/media'
import { CheckboxField, Field, SelectField } from '~/ui/forms'
import { Options } from '~/ui/options'
import { AdminFilterForm } from '../filter-form'
import { listHref, MEDIA_PAGE } from './list-href'

export function FilterForm({ query }: { query: MediaListQuery }) {
  return (
    <AdminFilterForm key={listHref(query)} columns="lg:grid-cols-[2fr_1fr_auto_auto]" clearHref={MEDIA_PAGE}>
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
    </AdminFilterForm>
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
