import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import type { ButtonHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { controlClass, Field, withoutKey } from './fields'
import type { ProvinceOption } from './types'

/**
 * Province and district. The district list follows the chosen province and stays disabled until
 * one is chosen. With JavaScript it changes at once (and the district is cleared); without, the
 * button next to the province posts the form back with that province's districts.
 */
export function LocationFields({
  city,
  district,
  provinces,
  onCityChange,
  showDistrictsButtonProps,
}: {
  city: FieldMetadata<string | undefined>
  district: FieldMetadata<string | undefined>
  provinces: ProvinceOption[]
  onCityChange: () => void
  showDistrictsButtonProps: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  const chosenCity = typeof city.value === 'string' ? city.value : ''
  const districts = provinces.find((p) => p.name === chosenCity)?.districts ?? []
  return (
    <>
      <Field id={city.id} label={t('rfq.labels.city')} errorId={city.errorId} errors={city.errors} optional={t('common.optional')}>
        <div className="flex gap-2">
          <select {...withoutKey(getSelectProps(city))} key={city.key} className={controlClass} onChange={onCityChange} autoComplete="address-level1">
            <option value="">{t('rfq.chooseCity')}</option>
            {provinces.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
          <noscript>
            <button
              {...showDistrictsButtonProps}
              className="mt-1 whitespace-nowrap rounded-lg border border-fig-700 bg-white px-3 py-2.5 text-sm font-semibold text-fig-700 hover:bg-fig-50"
            >
              {t('rfq.showDistricts')}
            </button>
          </noscript>
        </div>
      </Field>
      <Field id={district.id} label={t('rfq.labels.district')} errorId={district.errorId} errors={district.errors} optional={t('common.optional')}>
        <select {...withoutKey(getSelectProps(district))} key={`${district.key}-${chosenCity}`} disabled={!chosenCity} className={controlClass} autoComplete="address-level2">
          <option value="">{t('rfq.chooseDistrict')}</option>
          {districts.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}
