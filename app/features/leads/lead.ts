/** What a trial request stores as the company when the visitor gave none. */
export const INDIVIDUAL_COMPANY = 'Bireysel'
