import { type ProductTypeCode, productTypeName } from './product'

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** The admin cards' badges: type, Organik, Doğal, Defne Yapraklı and Aktif/Pasif. */
export function ProductBadges({
  product,
}: {
  product: { type: ProductTypeCode; isOrganic: boolean; isNatural: boolean; laurelPacked: boolean; isActive: boolean }
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Özellikler">
      <li className={`${badge} bg-stone-100 text-stone-800`}>{productTypeName(product.type)}</li>
      {product.isOrganic && <li className={`${badge} bg-lime-100 text-leaf-700`}>Organik</li>}
      {product.isNatural && <li className={`${badge} bg-gold-100 text-gold-700`}>Doğal</li>}
      {product.laurelPacked && <li className={`${badge} bg-emerald-50 text-emerald-800`}>Defne Yapraklı</li>}
      <li
        className={`${badge} ${product.isActive ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}
        data-testid="status-badge"
      >
        {product.isActive ? 'Aktif' : 'Pasif'}
      </li>
    </ul>
  )
}
