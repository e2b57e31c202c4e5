/**
 * Public read data that pages need to render a form post's answer (navigation, SEO texts, product
 * options). When the database fails, the last value read successfully is served, so a visitor
 * whose form could not be stored still gets the page back with the error notice and everything
 * they typed — instead of an error page that loses it.
 */
import { logger } from './logger.server'

const lastGood = new Map<string, unknown>()
/** Keys currently served from the last good value: logged once when that starts and once when it ends. */
const servingStale = new Set<string>()

export async function staleIfError<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load()
    lastGood.set(key, value)
    if (servingStale.delete(key)) logger.warn(`Serving fresh ${key} again`)
    return value
  } catch (error) {
    if (!lastGood.has(key)) throw error
    if (!servingStale.has(key)) {
      servingStale.add(key)
      logger.warn(
        `Serving the last known ${key} until the database answers again (${error instanceof Error ? error.message.trim().split('\n').at(-1) : error})`,
      )
    }
    return lastGood.get(key) as T
  }
}
