/**
 * The one check every uploaded file passes (gallery dialog and API, product form and API, blog
 * form, AI images), and the one reader of upload posts. A file is kept in memory (bounded by the
 * size caps) and checked here; it is written to storage only once the whole form is valid.
 *
 * The check: at most 10 MB; the type comes from the content and must be one the field takes
 * (images: sharp's reading of the header, which also gives the pixel size; PDF and MP4: their
 * signature, as sharp reads neither); the file name's extension and the declared Content-Type
 * must agree with it; an image must be readable by sharp with at most 40 megapixels (read from its
 * header, before anything decodes it); a PDF must carry no active content (scripts, launch
 * actions, attached files).
 */
import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser'
import sharp, { type Metadata } from 'sharp'
import { arrayBufferBytes } from '~/lib/bytes'
import { env } from '~/lib/env.server'
import { type DetectedFile, detectDocument, imageTypeOf, startsLikeImage } from './file-type'
import { baseName, declaredTypeAgrees, declaresType, MAX_IMAGE_PIXELS, MAX_MEDIA_BYTES, mediaMessages, type UploadProfile } from './media'
import { scanPdf } from './pdf-scan.server'

/** A file (or a post) that is not taken; the message is Turkish and shown as is. */
export class UploadRejectedError extends Error {
  constructor(
    message: string,
    public status = 400,
  ) {
    super(message)
    this.name = 'UploadRejectedError'
  }
}

/** A file that passed the check, still only in memory. */
export interface CheckedUpload {
  bytes: Uint8Array<ArrayBuffer>
  detected: DetectedFile
  /** The client's base name, without paths and without control or bidi characters. */
  originalName: string
  /** Pixel size of an image after EXIF orientation (null for other files). */
  width: number | null
  height: number | null
}

export interface UploadInput {
  bytes: Uint8Array
  /** The file name the client sent. */
  name: string
  /** The Content-Type the client sent, if any. */
  type?: string
}

/** Options for sharp everywhere an upload is read: the pixel cap, and damaged data is an error. */
export const sharpInput = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const

/** Checks `file` for a field that takes `profile`; throws UploadRejectedError. Writes nothing. */
export async function checkUpload(file: UploadInput, profile: UploadProfile): Promise<CheckedUpload> {
  const bytes = arrayBufferBytes(file.bytes)
  if (bytes.length === 0) throw new UploadRejectedError(mediaMessages.fileRequired)
  if (bytes.length > MAX_MEDIA_BYTES) throw new UploadRejectedError(mediaMessages.tooLarge, 413)
  const document = detectDocument(bytes)
  const imageMimes = profile.mimes.filter((mime) => mime.startsWith('image/'))
  // Only a field that takes pictures has sharp read the file.
  const image = !document && imageMimes.length > 0 ? await readImage(bytes) : null
  if (image === 'unreadable') {
    // sharp cannot tell what a header it cannot read was meant to be: the file is a damaged picture
    // when it begins like one and the client says it is one of the field's picture types
    // ('kirik.png'), else it is of a type the field does not take ('<svg/>' named 'x.png').
    const claimed = startsLikeImage(bytes) && imageMimes.some((mime) => declaresType(mime, file.name, file.type))
    throw claimed ? new UploadRejectedError(mediaMessages.unreadable) : new UploadRejectedError(profile.typeMessage, 415)
  }
  const detected = document ?? image?.detected
  if (!detected || !profile.mimes.includes(detected.mime)) throw new UploadRejectedError(profile.typeMessage, 415)
  if (!declaredTypeAgrees(detected, file.name, file.type)) throw new UploadRejectedError(mediaMessages.mismatch, 415)
  if (image && image.width * image.height > MAX_IMAGE_PIXELS) throw new UploadRejectedError(mediaMessages.tooManyPixels, 413)
  if (detected.kind === 'pdf') {
    const scan = scanPdf(bytes)
    if (scan === 'active') throw new UploadRejectedError(mediaMessages.pdfActive, 415)
    if (scan === 'unreadable') throw new UploadRejectedError(mediaMessages.pdfUnreadable)
  }
  return { bytes, detected, originalName: baseName(file.name), width: image?.width ?? null, height: image?.height ?? null }
}

/** What the bytes are (PDF, MP4 or an image type the site takes), or null; nothing is decoded. */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | null> {
  const document = detectDocument(bytes)
  if (document) return document
  const image = await readImage(bytes)
  return image && image !== 'unreadable' ? image.detected : null
}

/**
 * sharp's reading of an image header: its type and pixel size (after EXIF orientation; one
 * frame of an animation). Null when sharp knows no such image format, or for a format the site
 * does not take; 'unreadable' for a header sharp cannot read. Nothing is decoded, so a header
 * declaring too many pixels is read safely (the caller refuses it).
 */
async function readImage(bytes: Uint8Array): Promise<{ detected: DetectedFile; width: number; height: number } | 'unreadable' | null> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata()
  } catch (error) {
    return error instanceof Error && /unsupported image format/i.test(error.message) ? null : 'unreadable'
  }
  const detected = imageTypeOf(metadata.format, metadata.compression)
  if (!detected) return null
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.pageHeight ?? metadata.autoOrient?.height ?? metadata.height
  return width && height ? { detected, width, height } : 'unreadable'
}

// ---------------------------------------------------------------------------------------------
// Reading an upload post

export interface UploadForm {
  /** The text fields, and each accepted file as a File (its checked bytes, detected type). */
  formData: FormData
  /** The accepted files by field name (nothing stored yet). */
  files: Record<string, CheckedUpload>
  /** Refused files by field name; the rest of the post is kept, so the form can come back. */
  rejected: Record<string, UploadRejectedError>
}

/** A file part up to this size is read and refused with a message; a larger one ends the post (413). */
const MAX_READ_BYTES = 2 * MAX_MEDIA_BYTES

/**
 * Reads a multipart (or URL-encoded) post whose file fields are `fields` (field name → what it
 * takes); other file parts are ignored, an empty file input is no file. Every file is checked
 * here, in memory. A post that cannot be read throws UploadRejectedError: 415 when it is not a
 * form, 413 over the upload limit, 400 when it is malformed or has too many files.
 */
export async function readUploadForm(request: Request, fields: Record<string, UploadProfile>): Promise<UploadForm> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded')) {
    throw new UploadRejectedError(mediaMessages.notMultipart, 415)
  }
  const files: Record<string, CheckedUpload> = {}
  const rejected: Record<string, UploadRejectedError> = {}
  const handler = async (upload: FileUpload) => {
    const profile = Object.hasOwn(fields, upload.fieldName) ? fields[upload.fieldName] : undefined
    if (!profile || (upload.size === 0 && !upload.name)) return null
    delete files[upload.fieldName]
    if (upload.size > MAX_MEDIA_BYTES) {
      rejected[upload.fieldName] = new UploadRejectedError(mediaMessages.tooLarge, 413)
      return null
    }
    try {
      const checked = await checkUpload(
        { bytes: new Uint8Array(await upload.arrayBuffer()), name: upload.name, type: upload.type },
        profile,
      )
      files[upload.fieldName] = checked
      delete rejected[upload.fieldName]
      return new File([checked.bytes], checked.originalName || `upload.${checked.detected.ext}`, {
        type: checked.detected.mime,
      })
    } catch (error) {
      if (!(error instanceof UploadRejectedError)) throw error
      rejected[upload.fieldName] = error
      return null
    }
  }
  const maxTotalSize = env().UPLOAD_LIMIT_MB * 1024 * 1024
  try {
    const formData = await parseFormData(
      request,
      { maxFiles: Object.keys(fields).length, maxFileSize: MAX_READ_BYTES, maxTotalSize, maxParts: 1000 },
      handler,
    )
    return { formData, files, rejected }
  } catch (error) {
    throw unreadablePost(error)
  }
}

/** Why a post could not be read, as the answer to give. */
function unreadablePost(error: unknown): unknown {
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
    return new UploadRejectedError(mediaMessages.tooLarge, 413)
  if (error instanceof MaxFilesExceededError) return new UploadRejectedError(mediaMessages.tooMany)
  // Also too many parts, an over-long part header, a missing boundary, a cut-off body.
  if (error instanceof MultipartParseError || error instanceof FormDataParseError) return new UploadRejectedError(mediaMessages.malformed)
  // A part header or a text field that is not UTF-8.
  if (error instanceof TypeError && 'code' in error && error.code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
    return new UploadRejectedError(mediaMessages.malformed)
  return error
}
