import { readProductFile } from '~/lib/uploads.server'
import type { Route } from './+types/product-file'

/**
 * GET /uploads/products/<key>: a file uploaded with a product (keys are random, so the answer
 * never changes). The type is the one detected from the content at upload time.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readProductFile(params.file)
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(file.stream(), {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
