/** Shared plumbing of the JSON API's POST routes: body parsing, validation and error answers. */
import type { z } from 'zod'
import { hitRateLimit, clientIp } from './rate-limit.server'

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export function apiErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, { status: error.status })
  }
  console.error(error)
  // Nothing was stored: the client may safely retry.
  return Response.json({ message: 'The service is temporarily unavailable. Please try again.' }, { status: 503 })
}

/** The JSON body validated against `schema`; 400 with per-field messages otherwise. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new ApiError(400, 'The body is not valid JSON.')
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_'
      ;(errors[key] ??= []).push(issue.message)
    }
    throw new ApiError(400, 'Invalid request.', errors)
  }
  return result.data
}

const TEN_MINUTES = 10 * 60_000

/** Per-IP limit on a form's posts (HTML and API alike). */
export async function enforceFormRateLimit(request: Request, form: string, limit: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return hitRateLimit(`form:${form}:${clientIp(request)}`, limit, TEN_MINUTES)
}

export async function requireWithinFormRateLimit(request: Request, form: string, limit: number) {
  const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, form, limit)
  if (!allowed) throw new ApiError(429, `Too many requests. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`)
}
