/**
 * AI prompt templates: placeholders are written in double braces, `{{topic}}`, `{{productName}}`
 * (spaces inside the braces are allowed: `{{ topic }}`).
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g

/** The variables a template uses, each once, in order of first appearance. */
export function templateVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))]
}

/**
 * The template with every variable of `values` filled in. Variables without a value stay as they
 * are (`{{market}}`), so a missing input is visible rather than silently empty. One pass: a value
 * that itself contains `{{…}}` is inserted literally, never expanded again.
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(values, name) ? values[name] : placeholder))
}
