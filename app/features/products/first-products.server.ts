/**
 * The first active products in the catalogue's order, read once per request: the public layout's
 * menus list them and the home page shows them as cards, so a home page view reads them once.
 */
import { createContext, type RouterContextProvider } from 'react-router'
import { activeProductCardRows } from './products.server'

/** The menus show six and whether there are more; home's cards show six. */
export const FIRST_PRODUCTS = 6

const read = () => activeProductCardRows(FIRST_PRODUCTS + 1)

const firstProductsContext = createContext<ReturnType<typeof read> | null>(null)

/** The first FIRST_PRODUCTS + 1 active products (one more tells whether there are more), as card rows. */
export function firstActiveProducts(context: Readonly<RouterContextProvider>): ReturnType<typeof read> {
  const known = context.get(firstProductsContext)
  if (known) return known
  const rows = read()
  context.set(firstProductsContext, rows)
  return rows
}

/** The products the owner chose for home (the active ones, in that order); none chosen or active: the catalogue's first. */
export async function featuredProducts(featured: readonly { product: string }[], first: Awaited<ReturnType<typeof read>>) {
  const slugs = featured.map((row) => row.product).filter(Boolean)
  if (slugs.length === 0) return first
  const active = await activeProductCardRows()
  const chosen = slugs.flatMap((slug) => active.filter((row) => row.slug === slug))
  return chosen.length > 0 ? chosen : first
}
