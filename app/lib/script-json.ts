/** JSON for a `<script>` data block (JSON-LD, a page's texts): no `<` in it, so nothing can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
