/** What the proforma asks the buyer to pay and when, and the account to pay to (the PDF's rows, in the page's language). */
export function ProformaPayment({
  payment,
  bank,
}: {
  payment: { title: string; rows: { label: string; value: string }[]; notADemand: string | null }
  bank: { title: string; rows: { label: string; value: string }[] }
}) {
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      {payment.rows.length > 0 && <Rows title={payment.title} rows={payment.rows} testId="proforma-payment" />}
      {bank.rows.length > 0 && <Rows title={bank.title} rows={bank.rows} testId="proforma-bank" />}
      {payment.notADemand && (
        <p className="text-sm text-emerald-900 sm:col-span-2" data-testid="proforma-not-a-demand">
          {payment.notADemand}
        </p>
      )}
    </div>
  )
}

function Rows({ title, rows, testId }: { title: string; rows: { label: string; value: string }[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="font-semibold text-emerald-900">{title}</h3>
      <dl className="mt-1 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-stone-600">{row.label}</dt>
            <dd className="font-medium text-stone-900 wrap-anywhere">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
