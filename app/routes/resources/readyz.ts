import { readiness } from '~/lib/readiness.server'

/**
 * GET /readyz: 200 when the database answers and every migration of this build is applied, 503
 * otherwise (within a few seconds, also when the database does not answer at all). Never cached;
 * the container's health check and a load balancer ask it.
 */
export async function loader() {
  const state = await readiness()
  return Response.json(state.ready ? { status: 'ready', migrations: state.migrations } : { status: 'not-ready', ...state }, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(state.ready ? {} : { 'Retry-After': '5' }) },
  })
}
