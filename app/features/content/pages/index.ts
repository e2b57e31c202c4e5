/**
 * Every page whose content the admin edits, by its key: the editor's list, the stored entries and
 * the content API know the pages from here.
 */
import type { ContentDeclaration } from '../define-content'
import { aboutContent } from './about'
import { faqContent } from './faq'

export const contentPages = { about: aboutContent, faq: faqContent } as const satisfies Record<string, ContentDeclaration>

export type ContentKey = keyof typeof contentPages

export const contentKeys = Object.keys(contentPages) as ContentKey[]

export const isContentKey = (key: string): key is ContentKey => Object.hasOwn(contentPages, key)
