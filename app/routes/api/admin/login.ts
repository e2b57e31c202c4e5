import { z } from 'zod'
import { requireSameOriginWhenBrowser } from '~/features/auth/auth.server'
import { logIn, loginFormRequest, WRONG_CREDENTIALS } from '~/features/auth/login.server'
import { ApiError, apiErrorResponse, parseJsonBody, postOnly } from '~/lib/json-api.server'
import type { Route } from './+types/login'

/** Strings only: the login itself reads them as the form's fields (any address the admin was created with, 'admin@localhost' too). */
const LoginSchema = z.object({ email: z.string(), password: z.string() })

export const loader = postOnly

/**
 * POST /api/admin/login: { email, password } → { token, expiresAt, admin } for API clients (bearer
 * auth). The same login as the form: the body is handed to it form-encoded.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOriginWhenBrowser(request)
    const body = await parseJsonBody(request, LoginSchema).catch((error) => {
      throw error instanceof ApiError && error.status === 400 ? new ApiError(400, WRONG_CREDENTIALS) : error
    })
    const result = await logIn(loginFormRequest(request, body))
    if (!result.ok) {
      const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
      return Response.json({ message: result.message }, { status: result.status, headers })
    }
    // The known-device cookie serves API clients that keep cookies (a browser's fetch) as it serves the form.
    const headers = { 'Set-Cookie': result.knownDeviceCookie }
    return Response.json({ token: result.token, expiresAt: result.expiresAt, admin: result.admin }, { headers })
  } catch (error) {
    if (error instanceof Response) return error
    return apiErrorResponse(error)
  }
}
