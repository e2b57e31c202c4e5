/**
 * `react-i18next` as the server bundle sees it (vite.config.ts aliases the package to this module
 * on the server): the package itself, with a `useTranslation` that gives every component of one
 * render the same `t` and i18n instance. The package's own hook copies the whole instance for
 * each component that calls it and wraps `t` again, which cost the server ~5% of a page's render;
 * a server render never changes language or loads texts, so none of that is needed there.
 *
 * That `t` also remembers each plain lookup (a key without options) per language: the
 * dictionaries never change while the server runs, and a page looks up a hundred texts or more.
 */
import type { i18n as I18n } from 'i18next'
import { useContext } from 'react'
import { I18nContext, type useTranslation as packageUseTranslation } from 'react-i18next'
import { recordLookup } from './i18next-texts'

export * from 'react-i18next'

type Translation = { t: I18n['t']; i18n: I18n; ready: true }
const perInstance = new WeakMap<I18n, Translation>()

/** Plain lookups' results per dictionary set (the instances' shared resources) and language: key → text. */
const plainTexts = new WeakMap<object, Map<string, Map<string, string>>>()

function rememberedTexts(i18n: I18n): Map<string, string> {
  let perLanguage = plainTexts.get(i18n.store.data)
  if (!perLanguage) {
    perLanguage = new Map()
    plainTexts.set(i18n.store.data, perLanguage)
  }
  let texts = perLanguage.get(i18n.language)
  if (!texts) {
    texts = new Map()
    perLanguage.set(i18n.language, texts)
  }
  return texts
}

/** `i18n.t`, with plain lookups answered from `plainTexts` (and still recorded for the page's texts). */
function rememberingT(i18n: I18n): I18n['t'] {
  const lookUp = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return lookUp(key, ...rest)
    const texts = rememberedTexts(i18n)
    const known = texts.get(key)
    if (known !== undefined) {
      recordLookup(i18n.store, key)
      return known
    }
    const text = lookUp(key)
    if (typeof text === 'string') texts.set(key, text)
    return text
  }
  return t as unknown as I18n['t']
}

function useServerTranslation(...args: unknown[]): Translation {
  // The browser's runtime (i18next-client.ts) knows no namespaces, prefixes or other languages either.
  if (args.some((arg) => arg !== undefined))
    throw new Error('useTranslation takes no arguments in this app (one namespace, the page language)')
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider around the render')
  let translation = perInstance.get(i18n)
  if (!translation) {
    translation = { t: rememberingT(i18n), i18n, ready: true }
    perInstance.set(i18n, translation)
  }
  return translation
}

export const useTranslation = useServerTranslation as unknown as typeof packageUseTranslation
