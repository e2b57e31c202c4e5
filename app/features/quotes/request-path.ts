import { type Locale, localizePath } from '~/lib/locale'

/** The private page of a request in a language: /requests/<token>, /en/requests/<token>, /de/requests/<token>. */
export const requestPath = (token: string, locale: Locale) => localizePath(`/requests/${token}`, locale)
