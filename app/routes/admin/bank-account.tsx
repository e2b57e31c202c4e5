import { Link } from 'react-router'
import { bankPartLabels } from '~/features/content/site-settings'
import { missingBankSettings, sellerBank } from '~/features/quotes/quote-view.server'
import type { Route } from './+types/bank-account'
import { BankWarning } from './bank-warning'

/** /admin/bank-account: the seller's bank account that proformas show, and where it is set. */
export async function loader() {
  const [bank, missing] = await Promise.all([sellerBank(), missingBankSettings()])
  return { bank, missing: bankPartLabels(missing) }
}

export default function BankAccount({ loaderData }: Route.ComponentProps) {
  const { bank, missing } = loaderData
  const rows = [
    { key: 'holder', label: 'Hesap sahibi', value: bank.holder },
    { key: 'bank', label: 'Banka', value: bank.bank },
    { key: 'iban', label: 'IBAN', value: bank.iban },
    { key: 'swift', label: 'SWIFT/BIC', value: bank.swift },
  ]
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl font-bold text-fig-800">Banka hesabı</h1>
      <BankWarning missing={missing} />
      <p className="text-stone-700">
        Proforma faturalarda alıcının ödeme yapacağı hesap yazar. Hesap{' '}
        <Link to="/admin/content/settings" className="font-semibold text-fig-700 underline">
          Site ayarları
        </Link>
        ’nın “Banka hesabı” bölümünde girilir ve yayınlanınca geçerli olur. IBAN&apos;ın kontrol basamakları ve SWIFT kodu kaydederken
        denetlenir. Sunucunun ayarları (BANK_IBAN, BANK_SWIFT, BANK_NAME) yalnızca ilk değerleri verir.
      </p>
      <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" data-testid="bank-settings">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="font-medium text-stone-700">{row.label}</dt>
            <dd className="sm:col-span-2 wrap-anywhere">{row.value || <span className="text-red-800">tanımlı değil</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Banka hesabı | Yönetim Paneli' }]
