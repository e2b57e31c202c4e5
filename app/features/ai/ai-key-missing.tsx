/**
 * How the admin's AI buttons say why they are off. Without an AI key (OPENAI_API_KEY unset) every
 * AI button is disabled, carries the reason as its tooltip, and is described by a short visible
 * line near it (read out by screen readers with the button), so nobody clicks to find out.
 */

/** The visible reason. */
export const AI_KEY_MISSING = 'Yapay zekâ anahtarı tanımlı değil (OPENAI_API_KEY)'
/** The button's tooltip: the reason and what turns the button on. */
export const AI_KEY_MISSING_TITLE = 'Devre dışı: yapay zekâ anahtarı tanımlı değil. Sunucuda OPENAI_API_KEY tanımlanınca çalışır.'

/**
 * The props of an AI button: nothing while AI is ready; otherwise disabled, with the tooltip, and
 * described by the AiKeyMissing line of id `noteId`. Spread after the button's own `disabled`.
 */
export function aiButtonProps(ready: boolean, noteId: string) {
  return ready ? {} : { disabled: true, title: AI_KEY_MISSING_TITLE, 'aria-describedby': noteId }
}

/** The visible reason, for the buttons that name it (`id`) in aria-describedby. */
export function AiKeyMissing({ id, className = '' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`text-sm font-medium text-amber-900 ${className}`} data-testid="ai-key-missing">
      <span aria-hidden="true">⚠ </span>
      {AI_KEY_MISSING}
    </p>
  )
}
