/** Shared shape of the /api/admin AI endpoints: guard, JSON body, AiError → { message } with its status. */
import type { z } from 'zod'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import { AiError } from './client.server'

export async function aiEndpoint<S extends z.ZodType>(request: Request, schema: S | null, run: (input: z.infer<S>) => Promise<unknown>): Promise<Response> {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const input = schema ? await parseJsonBody(request, schema) : undefined
    return Response.json(await run(input as z.infer<S>))
  } catch (error) {
    if (error instanceof AiError) return Response.json({ message: error.message }, { status: error.status })
    return apiErrorResponse(error)
  }
}
