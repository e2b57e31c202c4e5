import { requireAdminApi } from '~/features/auth/auth.server'
import { contentOverview } from '~/features/content/page-content.server'
import { adminListLoader } from './admin-json.server'

/** GET /api/admin/content: every editable page with its state and its missing and outdated translations. */
export const loader = adminListLoader(() => contentOverview())

/** Pages are edited one by one (PUT /api/admin/content/{key}): any other method here is a 405. */
export async function action({ request }: { request: Request }) {
  await requireAdminApi(request)
  return Response.json(
    { message: 'Yalnızca GET: bir sayfa PUT /api/admin/content/{key} ile yazılır.' },
    { status: 405, headers: { Allow: 'GET' } },
  )
}
