import { extractText, getDocumentProxy } from 'unpdf'

/** A PDF's text as a reader copies it (PDF.js through unpdf), runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes the buffer over: it gets a copy.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/** One page of a PDF as PDF.js reads it. */
export interface PdfPage {
  /** The page's text in drawing order, runs of white space as one space. */
  text: string
  /** Every run of text with its baseline's distance from the top of the page, in points. */
  runs: { text: string; fromTop: number }[]
  /** The page's height in points. */
  height: number
}

/** A PDF page by page: where each page's text sits tells how full the page is. */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const pages: PdfPage[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const [, bottom, , top] = page.view
    const { items } = await page.getTextContent()
    const runs = items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, fromTop: top - (item.transform[5] as number) }] : [],
    )
    const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
    pages.push({ text: text.replace(/\s+/g, ' ').trim(), runs, height: top - bottom })
  }
  return pages
}
