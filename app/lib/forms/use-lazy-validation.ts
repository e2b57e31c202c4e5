import { parse } from '@conform-to/react'
import type { getZodConstraint } from '@conform-to/zod/v4'
import { useCallback, useRef, useState } from 'react'

/** A form's HTML constraints as the loader makes them from its schema (see formConstraint). */
export type FormConstraint = ReturnType<typeof getZodConstraint>

/**
 * A form's browser-side check, loaded on demand: `triggers` (spread on the form) start the
 * download once, when the visitor first focuses or touches the form; `validator` is null until
 * it has arrived: forms then check with `uncheckedSubmission`, which leaves the check to the server.
 */
export function useLazyValidation<V>(importValidator: () => Promise<V>): {
  validator: V | null
  /** Spread on the form; `data-checks="ready"` tells (tests, styles) that the browser checks now. */
  triggers: { onFocus: () => void; onPointerDown: () => void; 'data-checks'?: 'ready' }
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
  return { validator, triggers: { onFocus: load, onPointerDown: load, ...(validator && { 'data-checks': 'ready' as const }) } }
}

/**
 * The form as posted, without checks: what a form validates with until its checks have arrived.
 * A submit goes to the server, which checks it; conform's own intents (a row added, a field
 * updated after a choice) still happen in the browser at once. (Left to the server too, an intent
 * came back only after the visitor had chosen on, and undid that choice.)
 */
export const uncheckedSubmission = <Value>(formData: FormData) =>
  parse<Value, string[]>(formData, { resolve: (value) => ({ value: value as Value }) })
