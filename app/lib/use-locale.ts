import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { defaultLocale, type Locale } from './locale'

/** The page's language, as the root loader determined it from the URL. */
export function useLocale(): Locale {
  return useRouteLoaderData<typeof rootLoader>('root')?.locale ?? defaultLocale
}

/** Company contact data from configuration (root loader). */
export function useCompany() {
  const company = useRouteLoaderData<typeof rootLoader>('root')?.company
  if (!company) throw new Error('useCompany() outside the root route')
  return company
}
