import { deleteSession, requireAdminApi } from '~/lib/auth.server'
import type { Route } from './+types/logout'

/** POST /api/admin/logout: ends the session of the bearer token (or cookie). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  await deleteSession(request)
  return Response.json({ message: 'Logged out' })
}
