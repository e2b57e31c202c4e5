import { redirect } from 'react-router'
import { clearSessionCookie, deleteSession, isCrossOriginMutation } from '~/lib/auth.server'
import type { Route } from './+types/logout'

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOriginMutation(request)) throw new Response('Cross-origin request refused', { status: 403 })
  await deleteSession(request)
  return redirect('/admin/login', { headers: { 'Set-Cookie': clearSessionCookie() } })
}

export async function loader() {
  return redirect('/admin')
}
