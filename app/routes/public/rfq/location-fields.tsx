import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react'
import { type ButtonHTMLAttributes, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountryOptions } from '~/features/leads/country-options'
import { useFormCountries } from '~/features/leads/form-countries'
import { asksProvince } from '~/features/leads/location'
import { useLocale } from '~/lib/use-locale'
import { inputClass } from '~/ui/classes'
import { Field, withoutKey } from '~/ui/field'
import type { ProvinceDistricts } from './types'

const secondaryButtonClass =
  'mt-1 whitespace-nowrap rounded-lg border border-fig-700 bg-white px-3 py-2.5 text-sm font-semibold text-fig-700 hover:bg-fig-50'

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
      <Field size="md" id={country.id} label={t('rfq.labels.country')} errorId={country.errorId} errors={country.errors}>
        <div className="flex gap-2">
          <select
            {...withoutKey(getSelectProps(country))}
            // HTML's `required` on a select asks for an empty first choice. Without one (a country is
            // preselected) the select can never be empty, so it is marked required for assistive
            // technology alone.
            required={emptyChoice && country.required}
            aria-required={!emptyChoice && country.required ? true : undefined}
            key={country.key}
            className={inputClass}
            autoComplete="country"
            onChange={(event) => onCountryChange(chosenCountry, event.currentTarget.value)}
          >
            <CountryOptions countries={countries} emptyLabel={emptyChoice ? t('rfq.chooseCountry') : undefined} />
          </select>
          <noscript>
            <button {...applyCountryButtonProps} className={secondaryButtonClass}>
              {t('rfq.applyCountry')}
            </button>
          </noscript>
        </div>
      </Field>
      {asksProvince(chosenCountry) ? (
        <>
          <Field
            size="md"
            id={city.id}
            label={t('rfq.labels.city')}
            errorId={city.errorId}
            errors={city.errors}
            optional={t('common.optional')}
          >
            <div className="flex gap-2">
              <select
                {...withoutKey(getSelectProps(city))}
                key={`${city.key}-province`}
                className={inputClass}
                onChange={onCityChange}
                autoComplete="address-level1"
              >
                <option value="">{t('rfq.chooseCity')}</option>
                {provinces.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              <noscript>
                <button {...showDistrictsButtonProps} className={secondaryButtonClass}>
                  {t('rfq.showDistricts')}
                </button>
              </noscript>
            </div>
          </Field>
          <Field
            size="md"
            id={district.id}
            label={t('rfq.labels.district')}
            errorId={district.errorId}
            errors={district.errors}
            optional={t('common.optional')}
          >
            <select
              {...withoutKey(getSelectProps(district))}
              key={`${district.key}-${chosenCity}`}
              disabled={!districts}
              className={inputClass}
              autoComplete="address-level2"
            >
              <option value="">{t('rfq.chooseDistrict')}</option>
              {(districts ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        </>
      ) : (
        <Field
          size="md"
          id={city.id}
          label={t('rfq.labels.town')}
          errorId={city.errorId}
          errors={city.errors}
          optional={t('common.optional')}
        >
          <input
            {...withoutKey(getInputProps(city, { type: 'text' }))}
            key={`${city.key}-town`}
            autoComplete="address-level2"
            className={inputClass}
          />
        </Field>
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
