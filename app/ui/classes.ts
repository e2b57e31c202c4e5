/**
 * The class strings the forms share, written once: every text input, select and textarea (public
 * and admin) looks the same, with a red border when conform marks it invalid.
 */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500'

/** A file input: the browser's own control with the button in the app's look. */
export const fileInputClass =
  'mt-1 block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-fig-50 file:px-3 file:py-2 file:font-medium file:text-fig-800'
