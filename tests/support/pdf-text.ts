import { extractText, getDocumentProxy } from 'unpdf'

/** A PDF's text as a reader copies it (PDF.js through unpdf), runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes the buffer over: it gets a copy.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
