import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Menus are native <details> elements, so they open and close without JavaScript.
 * With JavaScript they also close on navigation, on Escape and on a click elsewhere.
 */
export function useDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()

  // Close after a navigation — not on the first render: a menu opened before hydration stays open.
  const shownKey = useRef(location.key)
  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    if (ref.current) ref.current.open = false
  }, [location.key])

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        details.open = false
        details.querySelector('summary')?.focus()
        return
      }
      if (!details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])

  return ref
}
