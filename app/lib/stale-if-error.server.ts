/**
 * Public read data that pages need to render a form post's answer (navigation, SEO texts, product
 * options). When the database fails, the last value read successfully is served, so a visitor
 * whose form could not be stored still gets the page back with the error notice and everything
 * they typed — instead of an error page that loses it.
 */
const lastGood = new Map<string, unknown>()

export async function staleIfError<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load()
    lastGood.set(key, value)
    return value
  } catch (error) {
    if (!lastGood.has(key)) throw error
    console.warn(`Serving the last known ${key} (database error: ${error instanceof Error ? error.message.split('\n')[0] : error})`)
    return lastGood.get(key) as T
  }
}
