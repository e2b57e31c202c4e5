import { type ComponentType, lazy, Suspense, useState } from 'react'
import { redirectDocument } from 'react-router'

/**
 * A part of a page whose code the browser loads apart from the page's own scripts, so that a
 * phone paints the page before downloading it (e.g. a form and its form library). The server
 * renders it in place (`now`, the component itself; null in the browser bundle, so that the
 * browser's page script does not import it), inside a Suspense boundary. The browser hydrates the
 * rest of the page first and this part once its code is in; until then it is the server's HTML,
 * so a form still posts to the server as it does without JavaScript. Should its code never
 * arrive (a lost connection), the part stays the server's HTML instead of becoming an error.
 *
 * `preload()` starts the download ahead (the route's clientLoader, on a client-side navigation):
 * once it is done the part renders at once, without an empty moment. A failed download is tried
 * again the next time.
 */
export function deferredComponent<P extends object>(now: ComponentType<P> | null, load: () => Promise<ComponentType<P>>) {
  let loaded = now
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  // Hydration waits for the code; without it the server's HTML stays (a Suspense boundary that
  // never resolves is never replaced).
  const Lazy = lazy(() =>
    preload().then(
      (component) => ({ default: component }),
      () => new Promise<never>(() => {}),
    ),
  )
  function Deferred(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would be another
    // component type to React, which would rebuild the part (and lose what was typed in a form).
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return Object.assign(Deferred, { preload })
}

/**
 * For a route's clientLoader: the page's data, once the deferred parts' code is in too. When a
 * part cannot be loaded, the page is loaded whole from the server instead.
 */
export async function withCodeOf<T>(
  { serverLoader, request }: { serverLoader: () => Promise<T>; request: Request },
  ...parts: { preload: (data: T) => Promise<unknown> }[]
): Promise<T> {
  const data = serverLoader()
  try {
    await Promise.all(parts.map(async (part) => part.preload(await data)))
  } catch {
    throw redirectDocument(request.url)
  }
  return data
}
