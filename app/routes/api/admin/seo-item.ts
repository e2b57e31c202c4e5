import { SeoSettingApiSchema } from '~/features/seo/schemas'
import { deleteSeoSetting, getSeoSetting, SEO_NOT_FOUND, toApiError, updateSeoSetting } from '~/features/seo/admin-seo.server'
import { parseJsonBody } from '~/lib/json-api.server'
import { adminItemApi } from './admin-json.server'

/**
 * GET /api/admin/seo/{id}: one setting.
 * PUT /api/admin/seo/{id}: a full update (the same fields as POST).
 * DELETE /api/admin/seo/{id}: the page goes back to its built-in texts.
 */
const api = adminItemApi({
  read: getSeoSetting,
  notFound: SEO_NOT_FOUND,
  replace: async (id, request) => updateSeoSetting(id, await parseJsonBody(request, SeoSettingApiSchema)),
  remove: deleteSeoSetting,
  deleted: 'SEO ayarı silindi',
  toApiError,
})

export const loader = api.loader
export const action = api.action
