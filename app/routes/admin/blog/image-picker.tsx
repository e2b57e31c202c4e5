import { useEffect, useState } from 'react'
import type { GalleryImage } from '~/features/blog/admin-blog.server'
import { MAX_MEDIA_BYTES, mediaMessages } from '~/features/media/media'
import { Field } from '~/ui/forms'

/**
 * The post's image: one radio per gallery picture (plus "no image" and the current one if it is
 * not in the gallery), or a new file uploaded into the gallery with the form. Works without
 * JavaScript; with it, the preview follows the choice.
 */
export function ImagePicker({
  name,
  value,
  gallery,
  errors,
  formId,
}: {
  name: string
  value: string
  gallery: GalleryImage[]
  errors?: string[]
  formId: string
}) {
  const [chosen, setChosen] = useState(value)
  const [filePreview, setFilePreview] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview])
  const outsideGallery = value !== '' && !gallery.some((image) => image.url === value)
  const shown = filePreview ?? (chosen || null)
  const radioId = (index: number | string) => `${formId}-image-${index}`

  function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    if (!file) return setFilePreview(null)
    if (file.size > MAX_MEDIA_BYTES) {
      event.currentTarget.value = ''
      setFilePreview(null)
      setFileProblem(mediaMessages.tooLarge)
      return
    }
    setFileProblem(null)
    setFilePreview(URL.createObjectURL(file))
  }

  return (
    <section
      aria-labelledby={`${formId}-image-title`}
      className="rounded-2xl border border-stone-200 bg-white p-5"
      data-testid="image-picker"
    >
      <h2 id={`${formId}-image-title`} className="text-lg font-semibold text-fig-800">
        Görsel
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row">
        <div className="w-full shrink-0 sm:w-56">
          {shown ? (
            <img
              src={shown}
              alt="Seçili görsel"
              data-testid="current-image"
              className="aspect-[1200/630] w-full rounded-xl bg-stone-100 object-cover"
            />
          ) : (
            <div
              className="flex aspect-[1200/630] w-full items-center justify-center rounded-xl bg-stone-100 text-sm text-stone-700"
              data-testid="no-image"
            >
              Görsel yok
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <details className="rounded-lg border border-stone-200">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-stone-800">
              Galeriden Seç ({gallery.length} görsel)
            </summary>
            <fieldset className="max-h-96 overflow-y-auto p-3">
              <legend className="sr-only">Medya galerisinden görsel</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                <Choice id={radioId('none')} name={name} value="" checked={value === ''} onChoose={setChosen} label="Görsel yok" />
                {outsideGallery && (
                  <Choice
                    id={radioId('current')}
                    name={name}
                    value={value}
                    checked
                    onChoose={setChosen}
                    label="Mevcut görsel"
                    thumbnail={value}
                  />
                )}
                {gallery.map((image, index) => (
                  <Choice
                    key={image.id}
                    id={radioId(index)}
                    name={name}
                    value={image.url}
                    checked={image.url === value}
                    onChoose={setChosen}
                    label={image.label}
                    thumbnail={image.thumbnailUrl}
                  />
                ))}
              </div>
              {gallery.length === 0 && (
                <p className="mt-2 text-sm text-stone-600">
                  Galeride henüz görsel yok. Aşağıdan yükleyebilir veya Medya Galerisi sayfasından ekleyebilirsiniz.
                </p>
              )}
            </fieldset>
          </details>
          <Field
            id={`${formId}-image-file`}
            type="file"
            name="imageFile"
            label="Yeni görsel yükle"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={onPick}
            hint="JPG, PNG, GIF veya WebP; 10 MB'a kadar. Kaydedince medya galerisine (Blog) eklenir ve seçili görselin yerini alır."
            errors={fileProblem ? [fileProblem] : errors}
          />
        </div>
      </div>
    </section>
  )
}

function Choice({
  id,
  name,
  value,
  checked,
  label,
  thumbnail,
  onChoose,
}: {
  id: string
  name: string
  value: string
  checked: boolean
  label: string
  thumbnail?: string
  onChoose: (url: string) => void
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer flex-col gap-1 rounded-lg border border-stone-200 p-1.5 text-xs text-stone-700 has-[:checked]:border-fig-700 has-[:checked]:ring-2 has-[:checked]:ring-fig-600/40"
    >
      {thumbnail ? (
        <img src={thumbnail} alt="" loading="lazy" className="aspect-[4/3] w-full rounded bg-stone-100 object-cover" />
      ) : (
        <span className="flex aspect-[4/3] w-full items-center justify-center rounded bg-stone-100 text-stone-700">—</span>
      )}
      <span className="flex items-center gap-1.5">
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          defaultChecked={checked}
          onChange={() => onChoose(value)}
          className="size-3.5 accent-fig-700"
        />
        <span className="truncate">{label}</span>
      </span>
    </label>
  )
}
