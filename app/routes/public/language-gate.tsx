import { Outlet } from 'react-router'
import { invariantResponse } from '~/lib/http/invariant'
import { isLanguageSegment } from '~/lib/locale'
import type { Route } from './+types/language-gate'

/**
 * The public site's language segment, checked once for every page: '/xx/rfq' is a page that does
 * not exist, answered as any unknown path is (a 404 inside the site's layout, in Turkish). A
 * loader rather than middleware, so the layout's own loader still runs and the 404 page shows
 * the full header; writes are refused before any action runs. A page, not a resource route: when
 * it matches alone (a first segment no page follows, such as '/%5cx'), its 404 is the site's.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, params }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      invariantResponse(isLanguageSegment(params.lang), 'Not found', { status: 404 })
  },
]

export function loader({ params }: Route.LoaderArgs) {
  invariantResponse(isLanguageSegment(params.lang), 'Not found', { status: 404 })
  return null
}

export default function LanguageGate() {
  return <Outlet />
}
