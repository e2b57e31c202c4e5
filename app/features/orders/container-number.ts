/**
 * Container numbers (ISO 6346): an owner code of three letters, the equipment category U (freight
 * container), J (detachable equipment) or Z (trailer, chassis), six serial digits and a check
 * digit. Each of the first ten characters has a value (digits their own; letters from A = 10 up,
 * skipping 11, 22 and 33), weighted by 2 to the power of its position; the sum modulo 11, then
 * modulo 10, is the check digit.
 */

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/

/** A letter's value: A = 10, B = 12, … Z = 38, leaving out the multiples of 11. */
function letterValue(letter: string): number {
  let value = letter.charCodeAt(0) - 55
  value += Math.floor((value - 1) / 10)
  return value
}

/** The check digit of the first ten characters ('MSCU123456'). */
export function containerCheckDigit(first10: string): number {
  let sum = 0
  for (let position = 0; position < 10; position++) {
    const char = first10[position]
    const value = /\d/.test(char) ? Number(char) : letterValue(char)
    sum += value * 2 ** position
  }
  return (sum % 11) % 10
}

/** A number as typed ('mscu 123456-5') in its stored form ('MSCU1234565'). */
export const normalContainerNumber = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '')

export type ContainerReading = { ok: true; number: string } | { ok: false; reason: 'shape' | 'checkDigit'; expected?: number }

/** Whether `typed` is a container number with the right check digit. */
export function readContainerNumber(typed: string): ContainerReading {
  const number = normalContainerNumber(typed)
  if (!SHAPE.test(number)) return { ok: false, reason: 'shape' }
  const expected = containerCheckDigit(number.slice(0, 10))
  return Number(number[10]) === expected ? { ok: true, number } : { ok: false, reason: 'checkDigit', expected }
}
