import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** Makes everything outside `element` inert (no focus, no clicks); returns the undo. */
function inertOutside(element: Element): () => void {
  const changed: HTMLElement[] = []
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true
        changed.push(sibling)
      }
    }
    if (node.parentElement === document.body) break
  }
  return () => {
    for (const sibling of changed) sibling.inert = false
  }
}

/**
 * Menus are native <details> elements, so they open and close without JavaScript.
 * With JavaScript they also close on navigation, on Escape and on a click elsewhere (an element
 * inside marked `data-dismiss`, e.g. an overlay, counts as elsewhere). A `modal` menu also keeps
 * the focus while open: the rest of the page is inert and Tab cycles through the menu.
 */
export function useDisclosure<T extends HTMLDetailsElement>({ modal = false }: { modal?: boolean } = {}) {
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
    const close = (focusSummary: boolean) => {
      const details = ref.current
      if (!details) return
      details.open = false
      if (focusSummary) details.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      const details = ref.current
      if (!details?.open || !(event.target instanceof Node)) return
      const dismiss = event.target instanceof Element && event.target.closest('[data-dismiss]')
      if (!details.contains(event.target) || (dismiss && details.contains(dismiss))) close(false)
    }
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current
      if (!details?.open) return
      if (event.key === 'Escape') return close(true)
      if (!modal || event.key !== 'Tab') return
      const focusable = [...details.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (e) => e.offsetParent !== null || e.tagName === 'SUMMARY',
      )
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const inside = document.activeElement instanceof Node && details.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    let undoInert: (() => void) | null = null
    const onToggle = () => {
      const details = ref.current
      undoInert?.()
      undoInert = details?.open ? inertOutside(details) : null
    }
    const details = ref.current
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    if (modal) {
      details?.addEventListener('toggle', onToggle)
      // Opened before hydration.
      onToggle()
    }
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
      details?.removeEventListener('toggle', onToggle)
      undoInert?.()
    }
  }, [modal])

  return ref
}
