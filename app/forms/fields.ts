/** Field rules shared by the admin forms' schemas (Turkish messages). */
import { z } from 'zod'

/** A required text: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `En fazla ${max} karakter`)

/** An optional text: empty becomes null (the API may also send null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `En fazla ${max} karakter`)
    .nullish()
    .transform((value) => value || null)

/** A site path (/uploads/…, /images/…) or an http(s) address; nothing else ends up in src or href. Empty becomes null. */
export const siteUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, 'En fazla 500 karakter')
    .refine((url) => url === '' || /^\/(?![/\\])\S*$/.test(url) || /^https?:\/\/\S+$/.test(url), message)
    .nullish()
    .transform((value) => value || null)
