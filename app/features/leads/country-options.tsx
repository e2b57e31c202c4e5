import { useMemo } from 'react'

/** A country of the forms' selects: ISO code and the name in the page's language. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2, as the form posts it ('DE'). */
  code: string
  /** The country's name in the page's language ('Deutschland'). */
  name: string
}

/** The list with the country `first` (when it is one of them) at the top and the rest in their order. */
export function firstOnTop<C extends { code: string }>(list: readonly C[], first: string | null): readonly C[] {
  const top = first ? list.find((country) => country.code === first) : undefined
  return top ? [top, ...list.filter((country) => country !== top)] : list
}

/**
 * A country list as one string: one line per country, its ISO code, a space and its name
 * ("TR Türkiye\nDE Almanya"); how GET /api/countries sends it and the forms keep it.
 */
export type PackedCountries = string

export const packCountries = (list: readonly CountryOption[]): PackedCountries => list.map(({ code, name }) => `${code} ${name}`).join('\n')

export function unpackCountries(packed: PackedCountries): CountryOption[] {
  if (!packed) return []
  return packed.split('\n').map((line) => {
    const space = line.indexOf(' ')
    return { code: line.slice(0, space), name: line.slice(space + 1) }
  })
}

/** The options of a country select: an empty choice first when `emptyLabel` is given, then every country. */
export function CountryOptions({ countries, emptyLabel }: { countries: PackedCountries; emptyLabel?: string }) {
  const list = useMemo(() => unpackCountries(countries), [countries])
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {list.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  )
}
