import { createSeoSetting, listSeoSettings, toApiError } from '~/features/seo/admin-seo.server'
import { SeoSettingApiSchema } from '~/features/seo/schemas'
import { adminCreateAction, adminListLoader } from './admin-json.server'

/**
 * GET /api/admin/seo: every saved SEO setting (active or not), by page key.
 * POST /api/admin/seo: a new setting (Turkish and English title and description required, German optional) → 201 with it; 409 when the page has one.
 */
export const loader = adminListLoader(() => listSeoSettings())
export const action = adminCreateAction(SeoSettingApiSchema, createSeoSetting, toApiError)
