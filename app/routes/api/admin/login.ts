import { z } from 'zod'
import { checkLoginRateLimit, createAdminSession, isCrossOriginMutation, recordFailedLogin, WRONG_CREDENTIALS } from '~/lib/auth.server'
import { prisma } from '~/lib/db.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import { verify } from '@node-rs/argon2'
import type { Route } from './+types/login'

const LoginSchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), password: z.string().min(1) })

/** POST /api/admin/login: { email, password } → { token, admin } for API clients (bearer auth). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (isCrossOriginMutation(request)) throw new ApiError(403, 'Cross-origin request refused')
    const body = await parseJsonBody(request, LoginSchema).catch((error) => {
      throw error instanceof ApiError && error.status === 400 ? new ApiError(400, WRONG_CREDENTIALS) : error
    })
    const limit = await checkLoginRateLimit(request, body.email)
    if (!limit.allowed) throw new ApiError(429, `Çok fazla deneme. Lütfen ${limit.retryAfterMinutes} dakika sonra tekrar deneyin.`)
    const admin = await prisma.admin.findUnique({ where: { email: body.email }, select: { id: true, email: true, passwordHash: true } })
    if (!admin || !(await verify(admin.passwordHash, body.password).catch(() => false))) {
      await recordFailedLogin(request, body.email)
      throw new ApiError(401, WRONG_CREDENTIALS)
    }
    const { token, expiresAt } = await createAdminSession(admin.id)
    return Response.json({ token, expiresAt, admin: { id: admin.id, email: admin.email } })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
