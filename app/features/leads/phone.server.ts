/**
 * Phone numbers and countries read with libphonenumber-js (its metadata stays on the server).
 * A number is refused only when it cannot be a number of the region at all; without a region
 * (and without a +country prefix) it is kept as typed.
 */
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { FormRules, FormT } from '~/lib/forms/messages'
import { isOneOf } from '~/lib/one-of'

const countries = new Set<string>(getCountries())

export const isCountry = (code: string) => countries.has(code)
export const countryCodes = (): readonly string[] => [...countries]

const countryList = getCountries()
const regionOf = (region: string | null): CountryCode | undefined => (isOneOf(countryList, region) ? region : undefined)

/** Whether `text` can be a phone number of `region`; true when there is nothing to read it by. */
export function phonePossible(text: string, region: string | null): boolean {
  const defaultCountry = regionOf(region)
  if (!defaultCountry && !text.trim().startsWith('+') && !text.trim().startsWith('00')) return true
  const number = parsePhoneNumberFromString(text.trim().replace(/^00/, '+'), { defaultCountry })
  return Boolean(number?.isPossible())
}

/** '+4930123456' for a number that can be read, else null. */
export function internationalPhone(text: string | null | undefined, region: string | null): string | null {
  if (!text?.trim()) return null
  const number = parsePhoneNumberFromString(text.trim().replace(/^00/, '+'), { defaultCountry: regionOf(region) })
  return number?.isPossible() ? number.number : null
}

/** The public forms' rules with the server's own checks. */
export const serverFormRules = (t: FormT): FormRules => ({ t, phonePossible, isCountry })
