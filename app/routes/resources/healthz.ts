/** GET /healthz: the process is alive and answers (nothing else is asked: see /readyz). Never cached. */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
