import type { getZodConstraint } from '@conform-to/zod/v4'
import { useCallback, useRef, useState } from 'react'

/** A form's HTML constraints as the loader makes them from its schema (see formConstraint). */
export type FormConstraint = ReturnType<typeof getZodConstraint>

/**
 * A form's browser-side check, loaded on demand: `triggers` (spread on the form) start the
 * download once, when the visitor first focuses or touches the form; `validator` is null until
 * it has arrived, and conform then leaves the check to the server (a plain post, as without
 * JavaScript).
 */
export function useLazyValidation<V>(importValidator: () => Promise<V>): {
  validator: V | null
  triggers: { onFocus: () => void; onPointerDown: () => void }
} {
  const [validator, setValidator] = useState<V | null>(null)
  const started = useRef(false)
  const load = useCallback(() => {
    if (started.current) return
    started.current = true
    importValidator().then(
      (loaded) => setValidator(() => loaded),
      () => {
        // Offline or a new deployment: the server checks the post; a later focus tries again.
        started.current = false
      },
    )
  }, [importValidator])
  return { validator, triggers: { onFocus: load, onPointerDown: load } }
}
