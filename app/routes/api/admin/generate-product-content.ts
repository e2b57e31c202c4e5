import { z } from 'zod'
import { aiEndpoint, aiEndpointLoader } from '~/features/ai/api.server'
import { generateProductContent } from '~/features/ai/writers.server'
import type { Route } from './+types/generate-product-content'

const GenerateProductSchema = z.object({ productName: z.string().trim().min(1, 'Lütfen ürün adı girin').max(200) })

export async function loader({ request }: Route.LoaderArgs) {
  return aiEndpointLoader(request)
}

/** POST /api/admin/generate-product-content { productName } → titles, slug, type, summaries, descriptions, pallet information (tr/en/de). */
export async function action({ request }: Route.ActionArgs) {
  return aiEndpoint(request, GenerateProductSchema, ({ productName }) => generateProductContent(productName))
}
