/**
 * Waiting for a condition instead of for a time: a test that needs something to have happened
 * (a queue full, a log line written, a change seen by another process) asks for it until it holds,
 * and fails with what it waited for once the deadline has passed. How long the wait takes never
 * decides the outcome, only whether the condition came.
 */

export interface WaitForOptions {
  /** Fails after this long without the condition. */
  timeoutMs: number
  /** What was awaited, for the failure message ("the flood filled the anonymous queue"). */
  message: string
  /** Pause between two checks (default 25 ms). */
  intervalMs?: number
  /** More to say when it fails (e.g. the tail of a server's output). */
  details?: () => string
}

/**
 * Calls `check` until it returns a value other than false, null or undefined, and returns that
 * value. An exception thrown by `check` fails the wait at once.
 */
export async function waitFor<T>(check: () => T | Promise<T>, options: WaitForOptions): Promise<Exclude<T, false | null | undefined>> {
  const { timeoutMs, message, intervalMs = 25, details } = options
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== false && value !== null && value !== undefined) return value as Exclude<T, false | null | undefined>
    if (Date.now() > deadline) {
      const more = details?.()
      throw new Error(`Waited ${timeoutMs} ms for: ${message}${more ? `\n${more}` : ''}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
