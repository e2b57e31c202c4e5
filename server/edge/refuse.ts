/**
 * A refusal of the gate, answered at once. When part of the body is still on its way, the answer
 * is sent complete (Content-Length) but the exchange is closed only once the rest has been
 * dropped (or after a few seconds), so the client reads the answer instead of a reset connection.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { type Refusal, refusalAnswer } from '../http/refusals.ts'
import { gateOf } from './answer-start.ts'
import { bodyDrained, hasBody } from './request-body.ts'

export function refuse(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const answer = refusalAnswer(refusal, gateOf(res).policy)
  const body = Buffer.from(answer.body)
  res.status(answer.status)
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.setHeader('Content-Length', body.length)
  if (req.complete || !hasBody(req)) {
    res.end(body)
    return
  }
  res.setHeader('Connection', 'close')
  res.write(body)
  void bodyDrained(req).then(() => res.end())
}
