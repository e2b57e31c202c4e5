/** Refusals of the admin write functions, shared by the HTML actions and the JSON routes. */
import { ApiError } from './json-api.server'

/** A write refused for a reason the admin can fix (field errors), a missing record or a conflict. */
export class AdminWriteError extends Error {
  constructor(
    public status: 400 | 404 | 409,
    message: string,
    public fieldErrors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

/** For the JSON routes: a refusal as an API error ({ message, errors? } with its status); anything else unchanged. */
export function toApiError(error: unknown): unknown {
  return error instanceof AdminWriteError
    ? new ApiError(error.status, error.message, Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined)
    : error
}
