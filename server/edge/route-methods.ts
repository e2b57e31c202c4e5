/**
 * The methods of a route that only reads (a page or resource route without an action), read
 * from the server build: GET, HEAD and OPTIONS. The gate answers a writing method there with its
 * 405, a message in the page's language and an Allow header, instead of React Router's 405 whose
 * text is meant for developers ("…did not provide an `action`…", on the error page or as
 * "Unexpected Server Error"). A route with an action answers the methods itself (its action
 * refuses the ones it does not take, its loader a GET it does not serve).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const

export type RouteMethods = (path: string) => readonly string[] | null

export function resourceRouteMethods(routes: ServerBuild['routes']): RouteMethods {
  const nodes = new Map<string, RouteObject>()
  for (const [id, route] of Object.entries(routes)) {
    if (!route) continue
    const { path, caseSensitive } = route
    nodes.set(id, route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive })
  }
  const roots: RouteObject[] = []
  for (const [id, route] of Object.entries(routes)) {
    const node = nodes.get(id)
    const parent = route?.parentId ? nodes.get(route.parentId) : undefined
    if (!node) continue
    if (!parent) roots.push(node)
    else if (!parent.index) {
      parent.children ??= []
      parent.children.push(node)
    }
  }
  return (path) => {
    const id = matchRoutes(roots, path)?.at(-1)?.route.id
    const module = id ? routes[id]?.module : undefined
    return module && !module.action && (module.default || module.loader) ? READ_METHODS : null
  }
}

/** Whether the gate asks the route: for any method but a read (which every route it narrows takes). */
export const asksRoute = (method: string) => method !== 'GET' && method !== 'HEAD'
