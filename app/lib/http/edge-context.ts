/**
 * What the production server's HTTP front (server/front.ts) knows of the app besides React
 * Router's build: the one interface below, handed over by the server build's entry as part of
 * `serverRuntime` (its context keys are matched by identity, so they must come from the bundle).
 */
import { createContext, type RouterContext } from 'react-router'

/**
 * Set by the page cache: the server adds the per-visitor cookies (attribution, form timer) to
 * each answer itself, whether the page comes from the cache or is rendered, so the rendered
 * answer must not carry them (it may be stored and served to other visitors).
 */
export const edgeSetsVisitorCookiesContext = createContext<boolean>(false)

export interface EdgeApp {
  /** Where the server puts each answer's CSP nonce (for React's inline and module scripts). */
  nonceContext: RouterContext<string>
  /** Set when the server adds the visitor cookies itself (`edgeSetsVisitorCookiesContext`). */
  visitorCookiesContext: RouterContext<boolean>
  /** The page cache's key part for a request, or null when its answer is that visitor's alone. */
  pageCacheVariant(request: Request): Promise<string | null>
  /** The admin session cookie's names: a post to the admin areas without one is answered before its body is read. */
  adminSessionCookies: readonly string[]
  /** The longest list a form may post: a public form's lines, an admin form's rows. */
  maxListLength: { public: number; admin: number }
  /** The Set-Cookie headers a visitor's page view needs. */
  visitorCookies(request: Request): Promise<string[]>
  /** The content version the server watches: public content reads are kept while it is unchanged. */
  followContentVersion(current: () => string | null): void
}
