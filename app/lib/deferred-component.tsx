import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A part of a page whose code the browser loads apart from the page's own scripts, so that a
 * phone paints the page before downloading it (e.g. a form and its form library). The server
 * renders it in place (`now`, the component itself; null in the browser bundle, so that the
 * browser's page script does not import it), inside a Suspense boundary. The browser hydrates the
 * rest of the page first and this part once its code is in; until then it is the server's HTML,
 * so a form still posts to the server as it does without JavaScript.
 *
 * `preload()` starts the download ahead (the route's clientLoader, on a client-side navigation):
 * once it is done the part renders at once, without an empty moment.
 */
export function deferredComponent<P extends object>(now: ComponentType<P> | null, load: () => Promise<ComponentType<P>>) {
  let loaded = now
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Deferred(props: P) {
    const Loaded = loaded
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
  }
  return Object.assign(Deferred, { preload })
}

/** For a route's clientLoader: the page's data, once the deferred parts' code is in too. */
export async function withCodeOf<T>(serverLoader: () => Promise<T>, ...parts: { preload: () => Promise<unknown> }[]): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.preload())])
  return data
}
