/** What a trial request stores as the company when the visitor gave none. */
export const INDIVIDUAL_COMPANY = 'Bireysel'

/** How the admin names a lead without a company, whatever was stored for it (nothing, or INDIVIDUAL_COMPANY). */
export const INDIVIDUAL_CUSTOMER = 'Bireysel müşteri'

/**
 * Why the spam checks set a lead aside, as stored in Lead.spamReason: the hidden field was
 * filled, the form timer was missing, forged or expired, the form was sent faster than a person
 * can, or a JSON client's one-time timer token had been used for a lead before.
 */
export const spamReasons = ['honeypot', 'no-timer', 'bad-timer', 'too-fast', 'reused-timer'] as const
export type SpamReason = (typeof spamReasons)[number]
