/** The product's first image, or a placeholder when it has none. */
export function ProductThumbnail({ image, className = '' }: { image: { url: string; alt: string } | null; className?: string }) {
  if (!image) {
    return (
      <div
        className={`flex items-center justify-center rounded-xl bg-stone-100 text-xs font-medium text-stone-500 ${className}`}
        data-testid="image-placeholder"
      >
        Resim yok
      </div>
    )
  }
  return <img src={image.url} alt={image.alt} loading="lazy" className={`rounded-xl bg-stone-100 object-cover ${className}`} />
}
