import { createContext, useContext } from 'react'
import type { EntryContext } from 'react-router'

/**
 * A page whose route says `handle: { hydrate: false }` is not hydrated: the browser gets its HTML
 * and one small script (app/enhance.client.ts), no React, no route modules, no page data. Pages
 * whose only scripted parts work without React (home: menus, language suggestion, rotating titles)
 * stay a few kilobytes of JavaScript instead of the framework's ~110 kB.
 */
const StaticPageScript = createContext<string | null>(null)

/** Given by the server's render (entry.server.tsx) to a page that is not hydrated. */
export const StaticPageScriptProvider = StaticPageScript.Provider

/** The one script of a page that is not hydrated; null for a hydrated page (and in the browser). */
export const useStaticPageScript = () => useContext(StaticPageScript)

const isNotHydrated = (handle: unknown) => typeof handle === 'object' && handle !== null && 'hydrate' in handle && handle.hydrate === false

/** The enhancements' own chunk (vite.config.ts), which the browser entry imports. */
const enhancementsChunk = /\/enhance-[\w-]+\.js$/

/**
 * The URL of the one script a page that is not hydrated loads, or null when the page is hydrated
 * (or the chunk does not exist, as in development: the page is then hydrated as any other).
 */
export function staticPageScript(context: EntryContext): string | null {
  const { matches, errors } = context.staticHandlerContext
  // An error page is hydrated as every error page is, whichever page's route matched the address.
  if (errors) return null
  if (!matches.some((match) => isNotHydrated(context.routeModules[match.route.id]?.handle))) return null
  return context.manifest.entry.imports.find((url) => enhancementsChunk.test(url)) ?? null
}
