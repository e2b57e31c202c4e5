import { clientErrorMessage, statusOf } from './error-page'

/**
 * The admin panel's error page (Turkish). A 4xx carries a short message naming the problem
 * ('Ürün bulunamadı', 'Geçersiz blog ID'), which is its title. Inside the panel (`back`: the
 * section the page belongs to) it sits under the menu; without it, it is the whole page.
 */
export function AdminErrorPage({ error, back }: { error: unknown; back?: { to: string; label: string } }) {
  const status = statusOf(error)
  const message = clientErrorMessage(error)
  const [title, text] =
    status === 503
      ? [
          'Veritabanına şu anda ulaşılamıyor',
          'Panel, veritabanı yeniden erişilebilir olduğunda kendiliğinden çalışmaya devam eder. Lütfen birkaç dakika sonra sayfayı yenileyin.',
        ]
      : status === 404
        ? message
          ? [message, 'Silinmiş ya da adresi değişmiş olabilir.']
          : ['Sayfa bulunamadı', 'Aradığınız yönetim sayfası yok.']
        : message
          ? [message, 'Adresi kontrol edip tekrar deneyin.']
          : ['Bir hata oluştu', 'İşlem tamamlanamadı. Lütfen tekrar deneyin.']
  const content = (
    <>
      <title>{`${title} | Yönetim Paneli`}</title>
      <p className="font-serif text-6xl font-bold text-fig-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
    </>
  )
  if (back) {
    return (
      <section className="max-w-xl py-8" data-testid="admin-error">
        {content}
        <a href={back.to} className="mt-6 inline-block font-medium text-fig-700 hover:underline">
          {back.label}
        </a>
      </section>
    )
  }
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      {content}
      <a href="/admin" className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-medium text-white">
        Panele dön
      </a>
    </main>
  )
}
