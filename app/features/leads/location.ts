/**
 * Where a buyer is. Buyers in Türkiye choose a province and a district (from Türkiye's list);
 * buyers elsewhere type a town in the city field and have no district. The quote form shows the
 * fields by this rule, its schema and the server store by it.
 */

/** The country whose buyers are asked for province and district. */
export const PROVINCE_COUNTRY = 'TR'

/** Whether a buyer in `country` (a country code, as posted) chooses a province and district (else types a town). */
export const asksProvince = (country: string | null | undefined) => country?.trim().toUpperCase() === PROVINCE_COUNTRY

/**
 * The district as it counts: dropped for a buyer in another country (one left over from the
 * province's fields); kept when no country is stated (the original API's clients send none).
 */
export const districtFor = <D>(country: string | null | undefined, district: D): D | undefined =>
  country?.trim() && !asksProvince(country) ? undefined : district
