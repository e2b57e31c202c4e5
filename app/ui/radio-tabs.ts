/**
 * Tabs made of radio buttons and CSS alone, so they work without JavaScript: each tab's radio
 * (`sr-only` plus `radioTabClasses.peer[id]`) comes before its label and its panel, which read
 * its state through Tailwind's named peers. Whole class names, so Tailwind finds them; the ids
 * are the forms' tabs (the languages and the SEO form's 'genel').
 */
type TabId = 'tr' | 'en' | 'de' | 'genel'

export const radioTabClasses: Record<'peer' | 'label' | 'panel', Record<TabId, string>> = {
  peer: { tr: 'peer/tr', en: 'peer/en', de: 'peer/de', genel: 'peer/genel' },
  /** The label of the checked tab is filled; a focused radio rings its label. */
  label: {
    tr: 'peer-checked/tr:border-fig-700 peer-checked/tr:bg-fig-700 peer-checked/tr:text-white peer-focus-visible/tr:ring-2 peer-focus-visible/tr:ring-fig-600',
    en: 'peer-checked/en:border-fig-700 peer-checked/en:bg-fig-700 peer-checked/en:text-white peer-focus-visible/en:ring-2 peer-focus-visible/en:ring-fig-600',
    de: 'peer-checked/de:border-fig-700 peer-checked/de:bg-fig-700 peer-checked/de:text-white peer-focus-visible/de:ring-2 peer-focus-visible/de:ring-fig-600',
    genel:
      'peer-checked/genel:border-fig-700 peer-checked/genel:bg-fig-700 peer-checked/genel:text-white peer-focus-visible/genel:ring-2 peer-focus-visible/genel:ring-fig-600',
  },
  /** A panel is `hidden` until its tab is checked. */
  panel: { tr: 'peer-checked/tr:block', en: 'peer-checked/en:block', de: 'peer-checked/de:block', genel: 'peer-checked/genel:block' },
}

/** A tab's label, in the look of a quiet button; `tab` adds its checked and focused looks. */
export const radioTabLabel = (tab: TabId) =>
  `cursor-pointer rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 ${radioTabClasses.label[tab]}`
