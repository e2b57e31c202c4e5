import 'i18next'
import type tr from './locales/tr'

// Translation keys are checked against the Turkish dictionary (the others must match it).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof tr }
  }
}
