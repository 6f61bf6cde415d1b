/**
 * Small builders for Portable Text. Each builder returns drafts without `_key`; `portableText()`
 * numbers them by position so the same content always gets the same keys.
 */

import type { Product } from '@rehoboth/shared/sanity-types'

export type PortableTextBlock = NonNullable<Product['description']>[number]

export type Mark = 'strong' | 'em'

export type Inline = string | { text: string; marks: Mark[] }

interface BlockDraft {
  style: 'normal' | 'h3'
  listItem?: 'bullet' | 'number'
  inlines: Inline[]
}

export function strong(text: string): Inline {
  return { text, marks: ['strong'] }
}

export function em(text: string): Inline {
  return { text, marks: ['em'] }
}

export function paragraph(...inlines: Inline[]): BlockDraft[] {
  return [{ style: 'normal', inlines }]
}

export function heading(text: string): BlockDraft[] {
  return [{ style: 'h3', inlines: [text] }]
}

export function bulletList(items: Array<Inline | Inline[]>): BlockDraft[] {
  return items.map((item) => ({ style: 'normal', listItem: 'bullet', inlines: [item].flat() }))
}

export function numberedList(items: Array<Inline | Inline[]>): BlockDraft[] {
  return items.map((item) => ({ style: 'normal', listItem: 'number', inlines: [item].flat() }))
}

export function portableText(...parts: BlockDraft[][]): PortableTextBlock[] {
  return parts.flat().map((draft, blockIndex) => {
    const blockKey = `block${blockIndex + 1}`
    const block: PortableTextBlock = {
      _type: 'block',
      _key: blockKey,
      style: draft.style,
      children: draft.inlines.map((inline, spanIndex) => ({
        _type: 'span',
        _key: `${blockKey}span${spanIndex + 1}`,
        text: typeof inline === 'string' ? inline : inline.text,
        marks: typeof inline === 'string' ? [] : inline.marks,
      })),
    }
    return draft.listItem ? { ...block, listItem: draft.listItem, level: 1 } : block
  })
}

export function plainText(blocks: PortableTextBlock[]): string {
  return blocks
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n')
}
