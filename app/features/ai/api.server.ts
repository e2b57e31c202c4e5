/** Shared shape of the /api/admin AI endpoints: guard, JSON body, AiError → { message } with its status. */
import type { z } from 'zod'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody, validateBody } from '~/lib/json-api.server'
import { AiError } from './client.server'

interface EndpointOptions {
  /** Other refusals of the write function (e.g. a post that does not exist) as API errors. */
  toApiError?: (error: unknown) => unknown
  /** The body may be left out entirely (every field optional). */
  bodyOptional?: boolean
}

/** POST only: parses the body with `schema`, runs the writer, answers its result as JSON. */
export function aiEndpoint<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.output<S>) => Promise<unknown>,
  options: EndpointOptions = {},
): Promise<Response> {
  return answer(request, options, async () => {
    const hasBody = Number(request.headers.get('content-length') ?? '0') > 0 || request.headers.has('content-type')
    return run(hasBody || !options.bodyOptional ? await parseJsonBody(request, schema) : validateBody({}, schema))
  })
}

/** POST only, without a body (any body is ignored): runs the writer, answers its result as JSON. */
export function aiEndpointWithoutBody(request: Request, run: () => Promise<unknown>, options: EndpointOptions = {}): Promise<Response> {
  return answer(request, options, run)
}

async function answer(request: Request, options: EndpointOptions, work: () => Promise<unknown>): Promise<Response> {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    return Response.json(await work())
  } catch (error) {
    if (error instanceof AiError) return Response.json({ message: error.message }, { status: error.status })
    return apiErrorResponse(options.toApiError ? options.toApiError(error) : error)
  }
}

/** GET on an AI endpoint: guarded like the rest, then 405. */
export async function aiEndpointLoader(request: Request): Promise<Response> {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
