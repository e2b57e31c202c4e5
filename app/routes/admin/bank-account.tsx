import { missingBankSettings, sellerBank } from '~/features/quotes/quote-view.server'
import { BankWarning } from './bank-warning'
import type { Route } from './+types/bank-account'

/** /admin/bank-account: the seller's bank account that proformas show, and where it is set. */
export async function loader() {
  return { bank: sellerBank(), missing: missingBankSettings() }
}

export default function BankAccount({ loaderData }: Route.ComponentProps) {
  const { bank, missing } = loaderData
  const rows = [
    { setting: 'BANK_ACCOUNT_HOLDER', label: 'Hesap sahibi', value: bank.holder },
    { setting: 'BANK_NAME', label: 'Banka', value: bank.bank },
    { setting: 'BANK_IBAN', label: 'IBAN', value: bank.iban },
    { setting: 'BANK_SWIFT', label: 'SWIFT/BIC', value: bank.swift },
  ]
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl font-bold text-fig-800">Banka hesabı</h1>
      <BankWarning missing={missing} />
      <p className="text-stone-700">
        Proforma faturalarda alıcının ödeme yapacağı hesap yazar. Hesap, sunucunun ayarlarında (ortam değişkenleri: <code>.env</code>{' '}
        dosyası veya Docker Compose&apos;un <code>environment</code> bölümü) tanımlanır; değiştirdikten sonra siteyi yeniden başlatın.
        IBAN&apos;ın kontrol basamakları ve SWIFT kodu başlangıçta denetlenir.
      </p>
      <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" data-testid="bank-settings">
        {rows.map((row) => (
          <div key={row.setting} className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="font-medium text-stone-700">
              {row.label} <code className="block text-xs text-stone-500">{row.setting}</code>
            </dt>
            <dd className="sm:col-span-2 wrap-anywhere">{row.value || <span className="text-red-800">tanımlı değil</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Banka hesabı | Yönetim Paneli' }]
