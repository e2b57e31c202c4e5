/** Step i of a process: a numbered card. */
export interface Step {
  title: string
  text: string
}

const gridCols: Record<number, string> = {
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
}

/**
 * An ordered process as numbered cards. `flow` joins the cards with arrows (down on phones,
 * right from lg up); `timeline` stacks them along a vertical line.
 */
export function NumberedSteps({ steps, variant = 'cards' }: { steps: Step[]; variant?: 'cards' | 'flow' | 'timeline' }) {
  if (variant === 'timeline') {
    return (
      <ol className="relative ml-5 max-w-3xl border-l-2 border-gold-300">
        {steps.map((step, i) => (
          <li key={step.title} className="relative pb-10 pl-10 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[1.3rem] top-0 grid size-10 place-items-center rounded-full bg-fig-700 font-serif text-lg font-bold text-white ring-4 ring-cream-50"
            >
              {i + 1}
            </span>
            <h3 className="pt-1.5 font-serif text-xl font-semibold text-fig-800">{step.title}</h3>
            <p className="mt-2 text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
    )
  }
  const flow = variant === 'flow'
  return (
    <ol className={`grid ${flow ? 'gap-10' : 'gap-6'} ${gridCols[steps.length] ?? 'sm:grid-cols-2 lg:grid-cols-3'}`}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          className={`relative rounded-2xl border border-stone-200 bg-white p-6 ${
            flow
              ? "after:absolute after:left-1/2 after:top-full after:-translate-x-1/2 after:pt-1.5 after:text-2xl after:text-gold-700 after:content-['↓'_/_''] last:after:hidden lg:after:left-full lg:after:top-1/2 lg:after:-translate-y-1/2 lg:after:translate-x-0 lg:after:pl-2.5 lg:after:pt-0 lg:after:content-['→'_/_'']"
              : ''
          }`}
        >
          <span
            aria-hidden="true"
            className={`grid size-10 place-items-center rounded-full font-serif text-lg font-bold ${flow ? 'bg-fig-700 text-white' : 'bg-gold-100 text-fig-800'}`}
          >
            {i + 1}
          </span>
          <h3 className="mt-4 font-serif text-lg font-semibold text-fig-800">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
