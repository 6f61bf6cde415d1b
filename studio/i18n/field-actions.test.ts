import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { DocumentFieldAction, DocumentFieldActionProps, SchemaType } from 'sanity'
import { describe, expect, test } from 'vitest'
import config from '../sanity.config'
import { inSpanishFieldActions, OPEN_IN_DESK_ACTION } from './field-actions'

const props: DocumentFieldActionProps = {
  documentId: 'product-SprayPolish',
  documentType: 'product',
  path: [],
  schemaType: { name: 'product' } as SchemaType,
}

const englishOpenInDesk: DocumentFieldAction = {
  name: OPEN_IN_DESK_ACTION,
  useAction: () => ({ type: 'action', title: 'Open in Contenido', onAction: () => {} }),
}
const otherAction: DocumentFieldAction = {
  name: 'copy-field',
  useAction: () => ({ type: 'action', title: 'Copiar campo', onAction: () => {} }),
}

function titles(actions: DocumentFieldAction[]) {
  return actions.map(({ useAction }) => useAction(props).title)
}

describe('Presentation’s «Open in» field action', () => {
  test('reads «Abrir en Contenido», and other actions keep their titles', () => {
    expect(titles(inSpanishFieldActions('Contenido')([englishOpenInDesk, otherAction]))).toEqual([
      'Abrir en Contenido',
      'Copiar campo',
    ])
  })

  test('is swapped by the Studio’s configuration', () => {
    const resolve = config.document?.unstable_fieldActions
    if (typeof resolve !== 'function') throw new Error('document.unstable_fieldActions is not set')
    const resolved = resolve([englishOpenInDesk])
    expect(titles(resolved)).toEqual(['Abrir en Contenido'])
  })

  // Known only by its name: an upgrade of Sanity that renames it would bring the English back.
  test('is still named so, and titled in English, in the installed Sanity', () => {
    const require = createRequire(import.meta.url)
    const presentation = readFileSync(require.resolve('sanity/presentation'), 'utf8')
    expect(presentation).toContain(`name: "${OPEN_IN_DESK_ACTION}"`)
    expect(presentation).toContain('`Open in ${')
  })
})
