import type { MediaListQuery } from '~/features/media/media'

export const MEDIA_PAGE = '/admin/media'

/** The gallery's address with its filters (and page): a GET form, so the list works without JavaScript. */
export function listHref(query: MediaListQuery, page = 1) {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category !== 'all') params.set('category', query.category)
  if (query.activeOnly) params.set('active', '1')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${MEDIA_PAGE}?${search}` : MEDIA_PAGE
}
