import { invariantResponse } from '~/lib/http/invariant'

/**
 * Any unknown path: a 404 that the public layout's error boundary renders inside the site's
 * header and footer, in the visitor's language.
 */
export async function loader() {
  invariantResponse(false, 'Not found', { status: 404 })
}

/** Never rendered (the loader always throws); a component makes this a page rather than a resource. */
export default function NotFound() {
  return null
}
