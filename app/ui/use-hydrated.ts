import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while hydrating (so the first render matches the HTML), true once
 * JavaScript runs: the form then swaps its no-JS fallbacks for the interactive versions.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
