import { contentOverview } from '~/features/content/page-content.server'
import { adminListLoader } from './admin-json.server'

/** GET /api/admin/content: every editable page with its state and its missing and outdated translations. */
export const loader = adminListLoader(() => contentOverview())
