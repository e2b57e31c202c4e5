import { redirect } from 'react-router'
import { clearSessionCookie, deleteSession, requireSameOriginForm } from '~/features/auth/auth.server'
import type { Route } from './+types/logout'

export async function action({ request }: Route.ActionArgs) {
  requireSameOriginForm(request)
  await deleteSession(request)
  return redirect('/admin/login', { headers: { 'Set-Cookie': await clearSessionCookie(request) } })
}

export async function loader() {
  return redirect('/admin')
}
