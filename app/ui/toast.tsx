import { lazy, memo, Suspense, useState } from 'react'
import type { Toast } from '~/lib/toast.server'

type NoticesModule = typeof import('./toast-notices')
let loaded: NoticesModule | undefined

/**
 * The notices (Radix Toast, toast-notices.tsx) are a chunk of their own, downloaded by a page only
 * once it has a notice to show: pages without one (home included) never load them.
 */
export const loadToastNotices = () => import('./toast-notices').then((module) => (loaded = module))

// The server loads the chunk as it starts, and the root loader waits for it before a page with a
// notice: the server's render must never wait for it, since a part that is late is streamed in
// with a script (invisible without JavaScript).
if (import.meta.env.SSR) void loadToastNotices()

const Notices = lazy(() => {
  const module = loaded
  // biome-ignore lint/suspicious/noThenProperty: a loaded chunk is handed to React's lazy by a thenable that calls back at once, so the render does not suspend
  if (module) return { then: (done: (value: NoticesModule) => void) => done(module) } as unknown as Promise<NoticesModule>
  // A chunk the browser cannot download (offline, a new deployment) leaves the server's HTML of the
  // notice as it is, waiting for ever, instead of failing the page.
  return loadToastNotices().catch(() => new Promise<never>(() => {}))
})

/**
 * The notice of the last action (or null). The server renders it as plain HTML, which is all a
 * visitor without JavaScript needs (it closes without a script too); in the browser that HTML stays
 * as it is until the notices' chunk has arrived and hydrated it, then Radix Toast takes over.
 */
export const ToastNotice = memo(function ToastNotice({ toast }: { toast: Toast | null }) {
  // Once there was a notice, the notices stay mounted: a notice outlives the navigation that follows it.
  const [mounted, setMounted] = useState(toast !== null)
  if (toast && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Notices toast={toast} />
    </Suspense>
  )
})
