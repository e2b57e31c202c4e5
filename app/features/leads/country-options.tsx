import { useMemo } from 'react'

/** A country of the forms' selects (loader data: ISO code and the name in the page's language). */
export interface CountryOption {
  code: string
  name: string
}

/**
 * The countries as loader data carries them into a page: one line per country, its ISO code, a
 * space and its name ("TR Türkiye\nDE Almanya"). As a list of objects they were a third of the
 * quote form's compressed HTML (every object is a row of indexes in the page's data).
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
