import { deleteSeoSetting, getSeoSetting, SEO_NOT_FOUND, toApiError, updateSeoSetting } from '~/features/seo/admin-seo.server'
import { SeoSettingApiSchema } from '~/features/seo/schemas'
import { adminItemAction, adminItemLoader, replaceWith } from './admin-json.server'

/**
 * GET /api/admin/seo/{id}: one setting.
 * PUT /api/admin/seo/{id}: a full update (the same fields as POST).
 * DELETE /api/admin/seo/{id}: the page goes back to its built-in texts.
 */
export const loader = adminItemLoader(getSeoSetting, SEO_NOT_FOUND)
export const action = adminItemAction(replaceWith(SeoSettingApiSchema, updateSeoSetting), deleteSeoSetting, 'SEO ayarı silindi', toApiError)
