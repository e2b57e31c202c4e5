import { templateVariables } from '~/features/ai/prompt-template'

/** The template variables a prompt uses ({{topic}}, …), as chips. */
export function VariableChips({ text, testId = 'prompt-variables' }: { text: string; testId?: string }) {
  const variables = templateVariables(text)
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs" data-testid={testId}>
      <span className="font-medium text-stone-600">Değişkenler:</span>
      {variables.length ? (
        variables.map((name) => (
          <code key={name} className="rounded-full border border-gold-300 bg-gold-100 px-2 py-0.5 font-mono text-gold-700">
            {`{{${name}}}`}
          </code>
        ))
      ) : (
        <span className="text-stone-500">yok</span>
      )}
    </div>
  )
}
