/**
 * html-validate's rules for the site's rendered pages (tests/e2e/html-validity.spec.ts runs them).
 * The recommended rules, less what is only how React writes markup; a rule about what the markup
 * means stays on, and its findings are fixed in the components.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React closes void elements as `<meta … />`, which HTML allows.
    'void-style': 'off',
    // React writes true boolean attributes as `hidden=""`, which HTML allows.
    'attribute-boolean-style': 'off',
    // React writes some attribute names as their DOM properties (hrefLang, charSet, fetchPriority,
    // autoComplete); HTML attribute names are case-insensitive. Any other casing is still an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
}
