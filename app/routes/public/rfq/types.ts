/** A product the quote form offers (loader data, in the page's language). */
export interface QuoteProduct {
  id: string
  slug: string
  title: string
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  calibres: string[]
  packsKg: number[]
}

/** A province's districts as the server sent them with the form's answer. */
export interface ProvinceDistricts {
  province: string
  districts: string[]
}
