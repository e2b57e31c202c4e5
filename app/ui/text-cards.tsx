/** A card's heading and its text. */
export interface TextCard {
  title: string
  text: string
}

/** Cards of a heading and a short text, three to a row from md up (a page's opening points). */
export function TextCards({ cards }: { cards: TextCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-stone-200 bg-white p-6">
          <h2 className="font-serif text-xl font-semibold text-fig-800">{card.title}</h2>
          <p className="mt-2 text-stone-600">{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
