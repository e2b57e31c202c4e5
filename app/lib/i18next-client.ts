/**
 * Translations in the browser. The server renders with i18next; the browser bundle gets this
 * module wherever the code imports `react-i18next` (see vite.config.ts), so that pages do not
 * download i18next (~18 kB compressed) nor a whole dictionary just to hydrate:
 * - the page's HTML carries the texts its render used (i18next-texts.ts), which is all the first
 *   render needs;
 * - the rest of the language's dictionary is loaded when the visitor first interacts, and before
 *   any client-side navigation (root `clientMiddleware`); components that asked for a text not yet
 *   there render again once it is.
 * `t` does what the app asks of i18next: `{{name}}` interpolation without escaping (React escapes),
 * `returnObjects`, and the key itself for a missing text. i18next-client.test.ts checks that it
 * gives i18next's result for every key of every dictionary.
 */
import { useSyncExternalStore } from 'react'

type Section = Record<string, unknown>
type Options = { returnObjects?: boolean; [name: string]: unknown }
type T = (key: string, options?: Options) => unknown

interface State {
  language: string
  texts: Section
  /** Whether `texts` is the whole dictionary (else: the texts the page came with). */
  complete: boolean
  loadAll: () => Promise<Section>
  loading: Promise<void> | null
  /** A new function whenever more texts arrive, so values memoised with it (form schemas) are made again. */
  t: T
}

const state: State = {
  language: '',
  texts: {},
  complete: true,
  loadAll: async () => ({}),
  loading: null,
  t: (key, options) => translate(key, options),
}
const listeners = new Set<() => void>()

/** Starts the browser's translations: the page's language, the texts in the page and how to load the rest. */
export function initTranslations(language: string, texts: Section, loadAll: () => Promise<Section>) {
  Object.assign(state, { language, texts, complete: false, loadAll, loading: null })
}

/** Loads the rest of the dictionary (once); resolves when every text is there. */
export function loadAllTranslations(): Promise<void> {
  if (state.complete) return Promise.resolve()
  state.loading ??= state.loadAll().then(
    (texts) => {
      Object.assign(state, { texts, complete: true, t: ((key, options) => translate(key, options)) satisfies T })
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      // A failed download (offline, a new deployment) may be tried again by the next caller.
      state.loading = null
      throw error
    },
  )
  return state.loading
}

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (isSection(node) ? node[part] : undefined), state.texts)
const isSection = (value: unknown): value is Section => typeof value === 'object' && value !== null

/** `{{name}}` (or `{{- name}}`, `{{a.b}}`) → the option's value; a name without a value stays as it is. */
function interpolate(text: string, options: Options | undefined): string {
  if (!options) return text
  return text.replace(/{{(.+?)}}/g, (match, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '')
    const value = name.split('.').reduce<unknown>((node, part) => (isSection(node) ? node[part] : undefined), options)
    if (value === undefined) return Object.hasOwn(options, name) ? '' : match
    return value === null ? '' : String(value)
  })
}

function translateValue(value: unknown, options: Options | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options)
  if (Array.isArray(value)) return value.map((inner) => translateValue(inner, options))
  if (!isSection(value)) return value
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, translateValue(inner, options)]))
}

/** The text at `key` in the page's language. */
export function translate(key: string, options?: Options): unknown {
  const value = lookup(key)
  if (value === undefined) {
    if (!state.complete) {
      // Not among the page's texts: shown (rendered again) once the whole dictionary is here.
      void loadAllTranslations().catch(() => {})
      return options?.returnObjects ? {} : ''
    }
    return key
  }
  if (isSection(value) && !options?.returnObjects) return `key '${key} (${state.language})' returned an object instead of string.`
  return translateValue(value, options)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const currentT = () => state.t

/** react-i18next's hook as the app uses it: `const { t } = useTranslation()`. */
export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentT, currentT)
  return { t, ready: true }
}
