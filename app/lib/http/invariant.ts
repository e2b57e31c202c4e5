/**
 * One-line guards for loaders and actions: when the condition is falsy, throw a plain-text
 * Response (400 unless `init.status` says otherwise). React Router renders a thrown Response with
 * the nearest error boundary and keeps its status, so a missing record is
 * `invariantResponse(product, 'Not found', { status: 404 })` and the rest of the loader sees a
 * non-null value.
 */
export function invariantResponse(condition: unknown, message: string, init?: ResponseInit): asserts condition {
  if (condition) return
  const headers = new Headers(init?.headers)
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8')
  throw new Response(message, { status: 400, ...init, headers })
}
