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

interface RouteArgs {
  request: Request
}
interface ItemRouteArgs extends RouteArgs {
  params: { id: string }
}

/** Runs `work` for an admin and answers its result, or the failure as an API error. */
async function answerAdmin(request: Request, toApiError: ToApiError, work: () => Promise<Response>): Promise<Response> {
  await requireAdminApi(request)
  try {
    return await work()
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

const asItself: ToApiError = (error) => error

/** GET lists the records, POST creates one from a body valid against `schema`. */
export function adminCollectionApi<S extends z.ZodType>(collection: {
  list: (request: Request) => Promise<unknown>
  schema: S
  create: (input: z.output<S>) => Promise<unknown>
  toApiError?: ToApiError
}) {
  const { list, schema, create, toApiError = asItself } = collection
  return {
    async loader({ request }: RouteArgs) {
      await requireAdminApi(request)
      return Response.json(await list(request))
    },
    action: ({ request }: RouteArgs) =>
      answerAdmin(request, toApiError, async () => {
        if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
        return Response.json(await create(await parseJsonBody(request, schema)), { status: 201 })
      }),
  }
}

/** GET reads the record (404 with `notFound`), PUT replaces it through `replace`, DELETE removes it and says `deleted`. */
export function adminItemApi(item: {
  read: (id: string) => Promise<unknown>
  notFound: string
  replace: (id: string, request: Request) => Promise<unknown>
  remove: (id: string) => Promise<unknown>
  deleted: string
  toApiError?: ToApiError
}) {
  const { read, notFound, replace, remove, deleted, toApiError = asItself } = item
  return {
    async loader({ request, params }: ItemRouteArgs) {
      await requireAdminApi(request)
      const record = await read(params.id)
      return record ? Response.json(record) : Response.json({ message: notFound }, { status: 404 })
    },
    action: ({ request, params }: ItemRouteArgs) =>
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
      }),
  }
}
