/**
 * The answer's Content-Security-Policy nonce: the server creates one per answer and puts it in
 * the load context; entry.server hands it to React (its inline scripts) and to the page
 * (`useNonce` in root for `<Scripts>` and `<ScrollRestoration>`). Absent in the browser and in
 * the Vite dev server, which sends no CSP.
 */
import { createContext as createReactContext, useContext } from 'react'
import { createContext } from 'react-router'

export const cspNonceContext = createContext<string>('')

const NonceContext = createReactContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/** The nonce for inline and module scripts; undefined when the answer has no CSP (no attribute then). */
export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
