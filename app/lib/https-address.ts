import { z } from 'zod'

/** A public https:// address on a domain name (a social profile, a map): the configuration's rule and the site settings' alike. */
export const httpsAddress = (error?: string) => z.url({ protocol: /^https$/, hostname: z.regexes.domain, error })
