/** Limits of the public forms that the pages render (without loading the schemas) and the schemas check. */

/**
 * The longest free text a public form takes (a message, a request's details). With every other
 * field full, a form in a script whose letters take 3 bytes (9 once URL-encoded) stays within the
 * 64 kB a form post may have, so a visitor never meets the bare "too large" refusal that would
 * lose what they typed.
 */
export const LONG_TEXT_MAX = 5000
