import { z } from 'zod'
import { requireSameOriginWhenBrowser } from '~/features/auth/auth.server'
import { logIn, loginFormRequest, WRONG_CREDENTIALS } from '~/features/auth/login.server'
import { issueLoginToken } from '~/features/auth/login-lanes.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/login'

/**
 * Strings only: the login itself reads them as the form's fields (any address the admin was created
 * with, 'admin@localhost' too). `loginToken` is optional: the token of GET /api/admin/login.
 */
const LoginSchema = z.object({ email: z.string(), password: z.string(), loginToken: z.string().max(200).optional() })

/**
 * GET /api/admin/login: { loginToken, expiresAt } — what the login page gives a browser (its token),
 * for an API client without cookies. Sent back with the login, it lets the attempt wait in the
 * login page lane instead of behind a flood of anonymous guesses: from this address, once, within
 * two hours, a few per address and 15 minutes.
 */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(issueLoginToken(request), { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /api/admin/login: { email, password, loginToken? } → { token, expiresAt, admin } for API
 * clients (bearer auth). The same login as the form: the body is handed to it form-encoded.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOriginWhenBrowser(request)
    const body = await parseJsonBody(request, LoginSchema).catch((error) => {
      throw error instanceof ApiError && error.status === 400 ? new ApiError(400, WRONG_CREDENTIALS) : error
    })
    const { loginToken, ...credentials } = body
    const result = await logIn(loginFormRequest(request, credentials), { loginToken })
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
