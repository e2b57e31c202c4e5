/** How long each title shows. */
export const TITLE_ROTATION_MS = 7000

const rotating = new WeakSet<Element>()

/**
 * Shows a heading's titles (the JSON list in its `data-titles`) one after the other, starting from
 * the one it shows. Needs no React: on a page that is not hydrated it runs from app/enhance.client.ts,
 * and a page rendered in the browser calls it from an effect. Returns the stop.
 */
export function rotateTitles(heading: HTMLElement): () => void {
  let titles: unknown
  try {
    titles = JSON.parse(heading.dataset.titles ?? '[]')
  } catch {
    return () => {}
  }
  if (rotating.has(heading) || !Array.isArray(titles) || titles.length < 2) return () => {}
  rotating.add(heading)
  let index = Math.max(0, titles.indexOf(heading.textContent))
  const stop = () => {
    clearInterval(timer)
    rotating.delete(heading)
  }
  const timer = setInterval(() => {
    // A heading no longer in the page (left by in-browser navigation) stops.
    if (!heading.isConnected) return stop()
    index = (index + 1) % titles.length
    heading.textContent = String(titles[index])
  }, TITLE_ROTATION_MS)
  return stop
}

/** Every rotating heading of the page. */
export function rotateHeadings() {
  for (const heading of document.querySelectorAll<HTMLElement>('[data-titles]')) rotateTitles(heading)
}
