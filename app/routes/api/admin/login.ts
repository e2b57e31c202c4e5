import { z } from 'zod'
import { logIn, requireSameOriginWhenBrowser, WRONG_CREDENTIALS } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/login'

const LoginSchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), password: z.string().min(1) })

/** POST /api/admin/login: { email, password } → { token, expiresAt, admin } for API clients (bearer auth). */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOriginWhenBrowser(request)
    const body = await parseJsonBody(request, LoginSchema).catch((error) => {
      throw error instanceof ApiError && error.status === 400 ? new ApiError(400, WRONG_CREDENTIALS) : error
    })
    const result = await logIn(request, body)
    if (!result.ok) {
      const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
      return Response.json({ message: result.message }, { status: result.status, headers })
    }
    return Response.json({ token: result.token, expiresAt: result.expiresAt, admin: result.admin })
  } catch (error) {
    if (error instanceof Response) return error
    return apiErrorResponse(error)
  }
}
