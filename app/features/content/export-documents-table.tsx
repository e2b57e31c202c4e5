import { useTranslation } from 'react-i18next'

/** One row of the export documents table. */
export interface ExportDocument {
  id: string
  name: string
  description: string
  duration: string
  /** A sample of the document (a gallery PDF's address); empty: none. */
  sample: string
}

/** The export documents with their purpose and processing time (the quality page's list; the column headers are the dictionary's). */
export function DocumentsTable({ caption, documents }: { caption: string; documents: readonly ExportDocument[] }) {
  const { t } = useTranslation()
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-fig-800 text-white max-sm:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t('quality.documents.colDocument')}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t('quality.documents.colDescription')}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t('quality.documents.colDuration')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {documents.map((doc) => (
            // On phones each row becomes a card: name and duration on top, the description below.
            <tr key={doc.id} className="align-top max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:py-4">
              <th scope="row" className="font-semibold text-fig-800 hyphens-auto max-sm:[overflow-wrap:anywhere] sm:px-5 sm:py-4">
                {doc.name}
                {doc.sample && (
                  <a href={doc.sample} className="mt-1 block text-sm font-medium text-fig-700 underline hover:text-fig-900" download>
                    {t('quality.documents.sample')}
                  </a>
                )}
              </th>
              <td className="text-stone-700 max-sm:col-span-2 max-sm:row-start-2 max-sm:mt-1 max-sm:text-sm sm:px-5 sm:py-4">
                {doc.description}
              </td>
              <td className="whitespace-nowrap font-semibold text-leaf-700 max-sm:text-right sm:px-5 sm:py-4">{doc.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
