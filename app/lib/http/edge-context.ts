/**
 * What the production server's page cache tells the app through the load context. When it is
 * set, the server adds the per-visitor cookies (attribution, form timer) to each answer itself,
 * whether the page comes from the cache or is rendered, so the rendered answer must not carry
 * them (it may be stored and served to other visitors).
 */
import { createContext } from 'react-router'

export const edgeSetsVisitorCookiesContext = createContext<boolean>(false)
