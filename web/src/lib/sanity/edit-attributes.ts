import { createContext, useContext } from 'react'

/** A Sanity document as the site's queries return it: enough to name it in the Studio. */
export type EditedDocument = { _id: string; _type: string }

/** A field inside a document, as the Studio's form names it: ['specs', {_key}, 'value']. */
export type EditedField = string | Array<string | number | { _key: string }>

/** What marks an element for the overlays; only preview provides one (features/preview). */
export type MarkEditable = (document: EditedDocument, field: EditedField) => string

export const MarkEditableContext = createContext<MarkEditable | null>(null)

export type EditAttributes = { 'data-sanity'?: string }

const none: EditAttributes = {}

/**
 * Marks elements an editor can click in the Studio's Presentation tool to open their field:
 * `<h1 {...editable(product, 'title')}>`. Outside preview it gives nothing, so visitors' pages are
 * the same as without it.
 */
export function useEditAttributes() {
  const mark = useContext(MarkEditableContext)
  return (document: EditedDocument | null | undefined, field: EditedField): EditAttributes =>
    mark && document ? { 'data-sanity': mark(document, field) } : none
}
