import type { FieldMetadata } from '@conform-to/react'
import { type ButtonHTMLAttributes, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountryOptions } from '~/features/leads/country-options'
import { useFormCountries } from '~/features/leads/form-countries'
import { asksProvince } from '~/features/leads/location'
import { useLocale } from '~/lib/use-locale'
import { Button } from '~/ui/button'
import { Field, SelectField } from '~/ui/forms'
import type { ProvinceDistricts } from './types'

/** A button beside a select that only a page without JavaScript needs (with it, the select acts at once). */
function NoScriptButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <noscript>
      <Button {...props} tone="outline" size="sm" className="mt-1 whitespace-nowrap py-2.5" />
    </noscript>
  )
}

/**
 * The country, then where in it. In Türkiye: province and district (the district list follows
 * the province and stays disabled until one is chosen); elsewhere: a city typed freely. With
 * JavaScript both follow the selects at once; without, the button next to the country (or the
 * province) posts the form back and the page returns with the matching fields, all input kept.
 */
export function LocationFields({
  country,
  city,
  district,
  preselectedCountry,
  provinces,
  postedDistricts,
  onCountryChange,
  onCityChange,
  applyCountryButtonProps,
  showDistrictsButtonProps,
}: {
  country: FieldMetadata<string>
  city: FieldMetadata<string | undefined>
  district: FieldMetadata<string | undefined>
  /** The country guessed for the visitor; without one the select starts with an empty choice. */
  preselectedCountry: string | null
  provinces: string[]
  /** The districts the server sent with the form's answer (for the province posted). */
  postedDistricts: ProvinceDistricts | undefined
  onCountryChange: (from: string, to: string) => void
  onCityChange: () => void
  applyCountryButtonProps: ButtonHTMLAttributes<HTMLButtonElement>
  showDistrictsButtonProps: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const countries = useFormCountries(locale, preselectedCountry, country.id)
  const chosenCountry = typeof country.value === 'string' ? country.value : ''
  const chosenCity = typeof city.value === 'string' ? city.value : ''
  // A city typed for another country (the form came back without JavaScript) is no province.
  const districts = useDistricts(provinces.includes(chosenCity) ? chosenCity : '', postedDistricts)
  const emptyChoice = !preselectedCountry || !chosenCountry
  return (
    <>
      <SelectField
        meta={country}
        label={t('rfq.labels.country')}
        size="md"
        // HTML's `required` on a select asks for an empty first choice. Without one (a country is
        // preselected) the select can never be empty, so it is marked required for assistive
        // technology alone.
        required={emptyChoice && country.required}
        controlRequired={emptyChoice && country.required}
        aria-required={!emptyChoice && country.required ? true : undefined}
        autoComplete="country"
        onChange={(event) => onCountryChange(chosenCountry, event.currentTarget.value)}
        beside={<NoScriptButton {...applyCountryButtonProps}>{t('rfq.applyCountry')}</NoScriptButton>}
      >
        <CountryOptions countries={countries} emptyLabel={emptyChoice ? t('rfq.chooseCountry') : undefined} />
      </SelectField>
      {asksProvince(chosenCountry) ? (
        <>
          <SelectField
            meta={city}
            label={t('rfq.labels.city')}
            size="md"
            optional={t('common.optional')}
            onChange={onCityChange}
            autoComplete="address-level1"
            beside={<NoScriptButton {...showDistrictsButtonProps}>{t('rfq.showDistricts')}</NoScriptButton>}
          >
            <option value="">{t('rfq.chooseCity')}</option>
            {provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            key={chosenCity}
            meta={district}
            label={t('rfq.labels.district')}
            size="md"
            optional={t('common.optional')}
            disabled={!districts}
            autoComplete="address-level2"
          >
            <option value="">{t('rfq.chooseDistrict')}</option>
            {(districts ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <Field meta={city} label={t('rfq.labels.town')} size="md" optional={t('common.optional')} autoComplete="address-level2" />
      )}
    </>
  )
}

/**
 * The districts of the chosen province (null until known): those the server sent with the form's
 * answer, else loaded from /api/districts when the province is chosen.
 */
function useDistricts(province: string, posted: ProvinceDistricts | undefined): string[] | null {
  const [loaded, setLoaded] = useState<ProvinceDistricts | null>(null)
  const known = [posted, loaded].find((list) => list && province && list.province === province) ?? null
  useEffect(() => {
    if (!province || known) return
    const controller = new AbortController()
    fetch(`/api/districts?province=${encodeURIComponent(province)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ProvinceDistricts>) : null))
      .then((answer) => {
        if (answer) setLoaded(answer)
      })
      // A failed load leaves the district (optional) unchosen; the province is still sent.
      .catch(() => {})
    return () => controller.abort()
  }, [province, known])
  return known?.districts ?? null
}
