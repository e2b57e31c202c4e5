import type { Locale } from '~/lib/locale'
import { pagePath } from '~/site-map'

/** The private page of a request in a language: /requests/<token>, /en/requests/<token>, /de/requests/<token>. */
export const requestPath = (token: string, locale: Locale) => pagePath('request', locale, { token })
