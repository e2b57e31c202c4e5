import { ogImageAnswer } from '~/features/seo/og-image.server'
import type { Route } from './+types/og-image'

/**
 * GET /og/<locale>/site.jpg, /og/<locale>/products/<slug>.jpg, /og/<locale>/blog/<slug>.jpg:
 * the social preview picture of the site, a product or a post (1200×630 JPEG).
 */
export async function loader({ params }: Route.LoaderArgs) {
  return ogImageAnswer(params)
}
