import { isRouteErrorResponse } from 'react-router'
import { describe, expect, test } from 'vitest'
import { clientErrorMessage, statusOf } from './error-page'

/** What a route's error boundary receives for a thrown `data(...)` or Response: an ErrorResponse. */
function errorResponse(status: number, body: unknown, internal = false) {
  const error = { status, statusText: '', data: body, internal, error: undefined }
  expect(isRouteErrorResponse(error)).toBe(true)
  return error
}

describe('clientErrorMessage', () => {
  test("a 4xx's own message is shown, as text or as { message }", () => {
    expect(clientErrorMessage(errorResponse(400, 'Geçersiz istek.'))).toBe('Geçersiz istek.')
    expect(clientErrorMessage(errorResponse(409, { message: 'Teklif değiştirilemez' }))).toBe('Teklif değiştirilemez')
    expect(clientErrorMessage(errorResponse(400, '  '))).toBeUndefined()
  })

  test("React Router's own refusals, written for developers, and server errors are not shown", () => {
    const internal = errorResponse(405, 'Error: You made a POST request to "/en/products" but did not provide an `action`', true)
    expect(clientErrorMessage(internal)).toBeUndefined()
    expect(clientErrorMessage(errorResponse(500, 'stack trace'))).toBeUndefined()
    expect(clientErrorMessage(new Error('boom'))).toBeUndefined()
    expect(statusOf(new Error('boom'))).toBe(500)
    expect(statusOf(errorResponse(405, 'x', true))).toBe(405)
  })
})
