import { z } from 'zod'

/**
 * 1, 2, 3 … for as long as `exists(key(n))`: the dictionaries hold lists as numbered keys
 * (faq.q1, faq.q2 …; legal.terms.s1Title …), and a page shows as many as its language has.
 */
export function numberedKeys(exists: (key: string) => boolean, key: (n: number) => string, limit = 100): number[] {
  const numbers: number[] = []
  for (let n = 1; n <= limit && exists(key(n)); n++) numbers.push(n)
  return numbers
}

const SectionSchema = z.record(z.string(), z.string())

/** A dictionary section of plain texts, as `t(section, { returnObjects: true })` gives it (checked to be one). */
export const dictionarySection = (value: unknown): Record<string, string> => SectionSchema.parse(value)
