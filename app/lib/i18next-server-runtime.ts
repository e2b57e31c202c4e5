/**
 * `react-i18next` as the server bundle sees it (vite.config.ts aliases the package to this module
 * on the server): the package itself, with a `useTranslation` that gives every component of one
 * render the same `t` and i18n instance. The package's own hook copies the whole instance for
 * each component that calls it and wraps `t` again, which cost the server ~5% of a page's render;
 * a server render never changes language or loads texts, so none of that is needed there.
 */
import type { i18n as I18n } from 'i18next'
import { useContext } from 'react'
import { I18nContext, type useTranslation as packageUseTranslation } from 'react-i18next'

export * from 'react-i18next'

type Translation = { t: I18n['t']; i18n: I18n; ready: true }
const perInstance = new WeakMap<I18n, Translation>()

function useServerTranslation(...args: unknown[]): Translation {
  // The browser's runtime (i18next-client.ts) knows no namespaces, prefixes or other languages either.
  if (args.some((arg) => arg !== undefined))
    throw new Error('useTranslation takes no arguments in this app (one namespace, the page language)')
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider around the render')
  let translation = perInstance.get(i18n)
  if (!translation) {
    translation = { t: i18n.t.bind(i18n) as I18n['t'], i18n, ready: true }
    perInstance.set(i18n, translation)
  }
  return translation
}

export const useTranslation = useServerTranslation as unknown as typeof packageUseTranslation
