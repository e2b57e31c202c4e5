import type { i18n as I18n, PostProcessorModule } from 'i18next'

/**
 * The texts a page's render looked up. A page sends the browser these texts and no others, inside
 * its HTML: they are every text its first render shows, so the browser hydrates without
 * downloading a dictionary (the rest comes when the visitor does something, see i18next-client.ts).
 *
 * Recorded per i18next instance (one per request), keyed by the instance's resource store.
 */
const lookedUp = new WeakMap<object, Set<string>>()

/** The i18next plugin that records each lookup's key; use it with `postProcess: textUsage.name`. */
export const textUsage: PostProcessorModule = {
  type: 'postProcessor',
  name: 'textUsage',
  process(value, key, _options, translator: { resourceStore?: object }) {
    const store = translator.resourceStore
    const first = Array.isArray(key) ? key[0] : key
    if (store && typeof first === 'string') recordLookup(store, first)
    return value
  },
}

/** Records that the instance with resource store `store` looked up `key`. */
export function recordLookup(store: object, key: string) {
  const keys = lookedUp.get(store)
  if (keys) keys.add(key)
  else lookedUp.set(store, new Set([key]))
}

type Texts = { [name: string]: string | Texts }

/** The texts `i18n` has looked up so far, in its language, as a dictionary of their own. */
export function usedTexts(i18n: I18n): Texts {
  const bundle: unknown = i18n.getResourceBundle(i18n.language, 'translation')
  const texts: Texts = {}
  for (const key of [...(lookedUp.get(i18n.store) ?? [])].sort()) {
    const path = key.split('.')
    const value = path.reduce<unknown>((node, name) => (isTexts(node) && Object.hasOwn(node, name) ? node[name] : undefined), bundle)
    if (typeof value !== 'string' && !isTexts(value)) continue
    let node = texts
    for (const name of path.slice(0, -1)) {
      const next = node[name]
      if (isTexts(next)) {
        node = next
      } else {
        const created: Texts = {}
        node[name] = created
        node = created
      }
    }
    node[path[path.length - 1]] = value
  }
  return texts
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null
