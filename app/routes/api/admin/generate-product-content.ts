import { z } from 'zod'
import { aiEndpoint } from '~/lib/ai/api.server'
import { generateProductContent } from '~/lib/ai/writers.server'
import { requireAdminApi } from '~/lib/auth.server'
import type { Route } from './+types/generate-product-content'

const GenerateProductSchema = z.object({ productName: z.string().trim().min(1, 'Lütfen ürün adı girin').max(200) })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}

/** POST /api/admin/generate-product-content { productName } → titles, slug, type, summaries, descriptions (tr/en/de). */
export async function action({ request }: Route.ActionArgs) {
  return aiEndpoint(request, GenerateProductSchema, ({ productName }) => generateProductContent(productName))
}
