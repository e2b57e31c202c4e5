import { Link } from 'react-router'

/** Shown while the seller's bank account is not set: no quote can be sent, no proforma issued. */
export function BankWarning({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="bank-warning">
      <p className="font-semibold">Banka hesabı tanımlı değil: teklif gönderilemez, proforma fatura düzenlenemez.</p>
      <p className="mt-1 text-sm">
        Alıcı teklifi kabul ettiğinde ödemeyi yapacağı hesap proformada yazmalı. Eksik ayarlar: {missing.join(', ')}.{' '}
        <Link to="/admin/bank-account" className="font-semibold underline">
          Banka hesabını ayarla
        </Link>
      </p>
    </div>
  )
}
