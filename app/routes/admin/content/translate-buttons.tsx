import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'
import { translatedLocales } from '~/features/content/content-document'
import { localeNamesTr } from '~/lib/locale'
import { StatusButton } from '~/ui/status-button'

const AI_NOTE = 'content-ai-key-missing'

/**
 * "Türkçeden çevir (YZ)" per language: the page's missing and outdated texts of that language are
 * written by the AI from the form's Turkish texts and saved as the draft, never published.
 */
export function TranslateButtons({ aiReady }: { aiReady: boolean }) {
  return (
    <div className="rounded-xl border border-fig-100 bg-fig-50 p-4" data-testid="content-translate">
      <p className="text-sm text-stone-700">
        Eksik ve güncel olmayan çeviriler, formdaki Türkçe metinlerden yapay zekâ ile yazılır ve taslağa kaydedilir.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {translatedLocales.map((locale) => (
          <StatusButton
            key={locale}
            name="intent"
            value={`translate-${locale}`}
            tone="outline"
            size="sm"
            pendingLabel="Çevriliyor…"
            {...aiButtonProps(aiReady, AI_NOTE)}
          >
            Türkçeden çevir (YZ): {localeNamesTr[locale]}
          </StatusButton>
        ))}
      </div>
      {!aiReady && <AiKeyMissing id={AI_NOTE} className="mt-2" />}
    </div>
  )
}
