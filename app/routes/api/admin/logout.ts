import { deleteSession, requireAdminApi } from '~/features/auth/auth.server'
import type { Route } from './+types/logout'

/** POST /api/admin/logout: ends the session of the bearer token (or cookie). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  await deleteSession(request)
  return Response.json({ message: 'Çıkış yapıldı.' })
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
