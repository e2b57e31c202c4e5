/**
 * The admin JSON API's record endpoints: a collection (GET lists, POST creates → 201) and an item
 * (GET reads or 404, PUT replaces, DELETE removes). Every call needs an admin; any other method
 * answers 405 naming the methods the address takes; a refusal of the feature's functions answers
 * as its `toApiError` maps it.
 */
import type { z } from 'zod'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'

type ToApiError = (error: unknown) => unknown

const asItself: ToApiError = (error) => error

/** Runs `work` for an admin and answers its result, or the failure as an API error. */
async function answerAdmin(request: Request, toApiError: ToApiError, work: () => Promise<Response>): Promise<Response> {
  await requireAdminApi(request)
  try {
    return await work()
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

/** GET on a collection: the records `list` reads. */
export function adminListLoader(list: (request: Request) => Promise<unknown>) {
  return async ({ request }: { request: Request }) => {
    await requireAdminApi(request)
    return Response.json(await list(request))
  }
}

/** POST on a collection: a record made by `create` from a body valid against `schema` → 201 with it. */
export function adminCreateAction<S extends z.ZodType>(schema: S, create: (input: z.output<S>) => Promise<unknown>, toApiError = asItself) {
  return ({ request }: { request: Request }) =>
    answerAdmin(request, toApiError, async () => {
      if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
      return Response.json(await create(await parseJsonBody(request, schema)), { status: 201 })
    })
}

/** GET on an item: the record `read` finds, or 404 with `notFound`. */
export function adminItemLoader(read: (id: string) => Promise<unknown>, notFound: string) {
  return async ({ request, params }: { request: Request; params: { id: string } }) => {
    await requireAdminApi(request)
    const record = await read(params.id)
    return record ? Response.json(record) : Response.json({ message: notFound }, { status: 404 })
  }
}

/** A PUT that replaces the record by `update` with a body valid against `schema`. */
export const replaceWith =
  <S extends z.ZodType>(schema: S, update: (id: string, input: z.output<S>) => Promise<unknown>) =>
  async (id: string, request: Request) =>
    update(id, await parseJsonBody(request, schema))

/** PUT on an item answers what `replace` gives; DELETE removes it by `remove` and says `deleted`. */
export function adminItemAction(
  replace: (id: string, request: Request) => Promise<unknown>,
  remove: (id: string) => Promise<unknown>,
  deleted: string,
  toApiError = asItself,
) {
  return ({ request, params }: { request: Request; params: { id: string } }) =>
    answerAdmin(request, toApiError, async () => {
      switch (request.method) {
        case 'PUT':
          return Response.json(await replace(params.id, request))
        case 'DELETE':
          await remove(params.id)
          return Response.json({ message: deleted, id: params.id })
        default:
          throw new ApiError(405, 'Use GET, PUT or DELETE.')
      }
    })
}
