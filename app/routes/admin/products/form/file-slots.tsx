import { type ButtonHTMLAttributes, useEffect, useRef, useState } from 'react'
import { detectDocument } from '~/features/media/file-type'
import { type ImageSlot, imageSlotLabels, MAX_UPLOAD_BYTES, uploadMessages } from '~/features/products/admin-product'
import type { Locale } from '~/lib/locale'
import { Button } from '~/ui/button'
import { Field } from '~/ui/forms'
import { useHydrated } from '~/ui/use-hydrated'

interface SlotValue {
  url?: string
  alt_tr?: string
  alt_en?: string
  alt_de?: string
}

/** A control's label that names its slot for a screen reader ('Resim yükle (Ana resim)'). */
function SlotLabel({ text, slot }: { text: string; slot: string }) {
  return (
    <>
      {text} <span className="sr-only">({slot})</span>
    </>
  )
}

const altLanguages = [
  ['tr', 'Alt metin (Türkçe)'],
  ['en', 'Alt metin (İngilizce)'],
  ['de', 'Alt metin (Almanca)'],
] as const

/**
 * The browser's own check of a picked file (the server checks again): its size, then whether the
 * browser can decode it as a picture, or whether it starts like a PDF.
 */
async function refusal(file: File, kind: 'image' | 'pdf'): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge
  const readable =
    kind === 'image' ? await decodesAsPicture(file) : detectDocument(new Uint8Array(await file.slice(0, 32).arrayBuffer()))?.kind === 'pdf'
  return readable ? null : uploadMessages[kind]
}

const decodesAsPicture = (file: File) =>
  createImageBitmap(file).then(
    (bitmap) => {
      bitmap.close()
      return true
    },
    () => false,
  )

/**
 * One of the three image slots. The uploaded image is kept in a hidden field (a file input cannot
 * be refilled after an error); a new file is sent with the form. Picking a new file resets the
 * alt texts, removing clears the slot (`removeButton`: conform's update intent that empties it,
 * posted without JavaScript; with it the slot empties in place); the main-image radio needs an image.
 */
export function ImageSlotField({
  index,
  slot,
  value,
  isMain,
  errors,
  altErrors,
  removeButton,
}: {
  index: number
  slot: ImageSlot
  value: SlotValue
  isMain: boolean
  errors?: string[]
  altErrors: Partial<Record<Locale, string[]>>
  removeButton: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const hydrated = useHydrated()
  const fileInput = useRef<HTMLInputElement>(null)
  const [url, setUrl] = useState(value.url ?? '')
  const [preview, setPreview] = useState<string | null>(null)
  const [altsReset, setAltsReset] = useState(0)
  const [localError, setLocalError] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const name = (field: string) => `images[${index}].${field}`
  const id = (field: string) => `image-${slot}-${field}`
  const shown = preview ?? (url || null)
  const label = imageSlotLabels[slot]

  async function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return setPreview(null)
    const problem = await refusal(file, 'image')
    if (problem) {
      input.value = ''
      setPreview(null)
      setLocalError(`Resim yüklenemedi: ${problem}`)
      return
    }
    setLocalError(null)
    setPreview(URL.createObjectURL(file))
    setAltsReset((n) => n + 1)
  }

  function remove(event: React.MouseEvent) {
    if (!hydrated) return
    event.preventDefault()
    if (fileInput.current) fileInput.current.value = ''
    setUrl('')
    setPreview(null)
    setLocalError(null)
    setAltsReset((n) => n + 1)
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4" data-testid={`image-slot-${slot}`}>
      <legend className="px-1 text-sm font-semibold text-stone-800">{label}</legend>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-stone-100">
        {shown ? (
          <img src={shown} alt={`${label} önizleme`} className="size-full object-cover" data-testid="image-preview" />
        ) : (
          <span className="text-sm text-stone-500">Resim yok</span>
        )}
      </div>
      <input type="hidden" name={name('url')} value={url} />
      <Field
        ref={fileInput}
        id={id('file')}
        name={`imageFile-${slot}`}
        label={<SlotLabel text={url ? 'Resmi değiştir' : 'Resim yükle'} slot={label} />}
        type="file"
        accept="image/*"
        onChange={onPick}
        errors={localError ? [localError] : errors}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="selectedMainImage"
            value={slot}
            defaultChecked={isMain}
            disabled={!shown}
            className="size-4 accent-fig-700"
          />
          Ana resim
        </label>
        {(url || preview) && (
          <Button {...removeButton} onClick={remove} tone="remove" size="sm">
            Kaldır<span className="sr-only"> ({label})</span>
          </Button>
        )}
      </div>
      <div className="space-y-2" key={altsReset}>
        {altLanguages.map(([lang, altLabel]) => (
          <Field
            key={lang}
            id={id(`alt-${lang}`)}
            name={name(`alt_${lang}`)}
            label={<SlotLabel text={altLabel} slot={label} />}
            defaultValue={altsReset ? '' : (value[`alt_${lang}`] ?? '')}
            errors={altErrors[lang]}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** The spec sheet or the CoA: a PDF kept by its path, replaced by a new upload, or removed (like an image). */
export function PdfSlotField({
  field,
  fileField,
  label,
  value,
  errors,
  removeButton,
}: {
  field: 'pdfSpecPath' | 'pdfCoaPath'
  fileField: string
  label: string
  value: string
  errors?: string[]
  removeButton: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const hydrated = useHydrated()
  const fileInput = useRef<HTMLInputElement>(null)
  const [path, setPath] = useState(value)
  const [localError, setLocalError] = useState<string | null>(null)

  async function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const problem = await refusal(file, 'pdf')
    if (problem) input.value = ''
    setLocalError(problem)
  }

  return (
    <div className="rounded-xl border border-stone-200 p-4" data-testid={`pdf-${field}`}>
      <p className="text-sm font-semibold text-stone-800">{label}</p>
      <input type="hidden" name={field} value={path} />
      {path ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <a href={path} target="_blank" rel="noreferrer" className="font-medium text-fig-700 underline">
            Mevcut dosyayı aç<span className="sr-only"> ({label})</span>
          </a>
          <Button
            {...removeButton}
            tone="remove"
            size="sm"
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              setPath('')
            }}
          >
            Kaldır<span className="sr-only"> ({label})</span>
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-sm text-stone-500">Dosya yok</p>
      )}
      <Field
        ref={fileInput}
        id={`${field}-file`}
        name={fileField}
        label={<SlotLabel text={path ? 'PDF değiştir' : 'PDF yükle'} slot={label} />}
        type="file"
        accept="application/pdf"
        onChange={onPick}
        errors={localError ? [localError] : errors}
        className="mt-3"
      />
    </div>
  )
}
