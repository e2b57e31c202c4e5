import { createContext, type MiddlewareFunction } from 'react-router'
import { type AdminUser, requireAdmin } from './auth.server'

export const adminContext = createContext<AdminUser>()

/** Every route under the admin layout: signed-in admins only, same-origin mutations only. */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(adminContext, await requireAdmin(request))
}
