/** The file input of each upload form of the order page (a lot's lab report, a document). */
export const FILE_FIELDS = { lot: 'report', document: 'file' } as const
