/**
 * Menus are native <details> elements marked `data-disclosure`, so they open and close without
 * JavaScript. With JavaScript (this module, which needs no React: it also runs on pages that are
 * not hydrated) they also close on Escape, on a click elsewhere and after a link in them is
 * followed (an element inside marked `data-dismiss`, e.g. an overlay, counts as elsewhere), and on
 * back/forward. A `data-disclosure="modal"` menu also keeps the focus while open: the rest of the
 * page is inert and Tab cycles through the menu.
 */

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])'
const OPEN = 'details[data-disclosure][open]'
const isModal = (details: HTMLDetailsElement) => details.dataset.disclosure === 'modal'

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

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(OPEN)]

/** Undoes the inert page around the open modal menu (null when none is open). */
let undoInert: (() => void) | null = null

/** Follows a modal menu's state: the rest of the page is inert exactly while it is open. */
function followModal(details: HTMLDetailsElement) {
  undoInert?.()
  undoInert = details.open ? inertOutside(details) : null
}

function close(details: HTMLDetailsElement, focusSummary: boolean) {
  details.open = false
  // At once, not on the toggle event that follows: the page is usable the moment the menu closes.
  if (isModal(details)) followModal(details)
  if (focusSummary) details.querySelector('summary')?.focus()
}

/** Tab and Shift+Tab stay inside an open modal menu. */
function keepFocusIn(details: HTMLDetailsElement, event: KeyboardEvent) {
  const focusable = [...details.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null || e.tagName === 'SUMMARY')
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

/** Listens on the document once, for every menu of the page, present or rendered later. */
export function enhanceDisclosures() {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    // A link followed in this tab leaves the menu; one opened in another tab or window does not.
    const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
    const closer = target?.closest<HTMLElement>('[data-dismiss], a[href]:not([target="_blank"])') ?? null
    const closes = closer !== null && (closer.tagName !== 'A' || plainClick)
    for (const details of openMenus()) {
      if (!target || !details.contains(target) || (closes && details.contains(closer))) close(details, false)
    }
  })
  document.addEventListener('keydown', (event) => {
    const menus = openMenus()
    const details = menus.find((d) => d.contains(document.activeElement)) ?? menus[menus.length - 1]
    if (!details) return
    if (event.key === 'Escape') {
      for (const menu of menus) close(menu, menu === details)
    } else if (event.key === 'Tab' && isModal(details)) {
      keepFocusIn(details, event)
    }
  })
  addEventListener('popstate', () => {
    for (const details of openMenus()) close(details, false)
  })
  // A toggle event does not bubble: it is caught on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && isModal(event.target)) followModal(event.target)
    },
    true,
  )
  // Opened before this script ran.
  for (const details of openMenus()) if (isModal(details)) followModal(details)
}
