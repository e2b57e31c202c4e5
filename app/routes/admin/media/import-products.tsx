import { Form } from 'react-router'
import { buttonClass } from '~/ui/button'
import { StatusButton } from '~/ui/status-button'

/** 'Ürün resimlerini içe aktar' asks first (a second step inside <details>, no JavaScript needed). */
export function ImportProducts({ pending }: { pending: number }) {
  return (
    <details className="relative" data-testid="media-import">
      <summary className={buttonClass({ tone: 'outline', size: 'sm' }, 'cursor-pointer list-none')}>Ürün resimlerini içe aktar</summary>
      <Form
        method="post"
        className="z-10 mt-2 space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:absolute sm:right-0 sm:w-80"
      >
        <p className="text-sm text-stone-700">
          Galeride kaydı olmayan {pending} ürün resmi “Ürün” kategorisine eklenecek (aynı içerikteki dosyalar atlanır). Devam edilsin mi?
        </p>
        <StatusButton name="intent" value="import" pendingLabel="İçe aktarılıyor..." size="sm">
          Evet, içe aktar
        </StatusButton>
      </Form>
    </details>
  )
}
