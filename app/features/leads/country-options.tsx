/** A country of the forms' selects (loader data: ISO code and the name in the page's language). */
export interface CountryOption {
  code: string
  name: string
}

/** The options of a country select: an empty choice first when `emptyLabel` is given, then every country. */
export function CountryOptions({ countries, emptyLabel }: { countries: CountryOption[]; emptyLabel?: string }) {
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  )
}
