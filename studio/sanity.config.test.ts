import type {
  ConfigContext,
  DocumentActionComponent,
  DocumentActionsContext,
  NewDocumentOptionsContext,
  Template,
  TemplateItem,
  TemplateResolver,
} from 'sanity'
import { describe, expect, test } from 'vitest'
import { viewOnSiteAction } from './actions/viewOnSite'
import config from './sanity.config'

const context = {} as ConfigContext

const defaultTemplates = ['siteSettings', 'homePage', 'product', 'category', 'contactRequest'].map(
  (schemaType): Template => ({ id: schemaType, title: schemaType, schemaType, value: {} }),
)

const action = (name: string): DocumentActionComponent =>
  Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent

const defaultActions = [
  'publish',
  'unpublish',
  'discardChanges',
  'duplicate',
  'delete',
  'restore',
].map(action)

function templates() {
  const resolve: Template[] | TemplateResolver | undefined = config.schema?.templates
  if (typeof resolve !== 'function') throw new Error('schema.templates must be a function')
  return resolve(defaultTemplates, context).map(({ id }) => id)
}

function actionsFor(schemaType: string) {
  const resolve = config.document?.actions
  if (typeof resolve !== 'function') throw new Error('document.actions must be a function')
  return resolve(defaultActions, { ...context, schemaType } as DocumentActionsContext).map(
    ({ action: name }) => name,
  )
}

function newDocumentOptions(creationContext: NewDocumentOptionsContext['creationContext']) {
  const resolve = config.document?.newDocumentOptions
  if (typeof resolve !== 'function')
    throw new Error('document.newDocumentOptions must be a function')
  const items = ['product', 'product-in-category', 'category'].map((templateId): TemplateItem => ({
    templateId,
  }))
  return resolve(items, { ...context, creationContext } as NewDocumentOptionsContext).map(
    ({ templateId }) => templateId,
  )
}

describe('Studio configuration', () => {
  test('is titled Rehoboth', () => {
    expect(config.title).toBe('Rehoboth')
  })

  test('singletons and form-only contact requests cannot be created from «Crear»', () => {
    expect(templates()).toEqual(['product', 'category', 'product-in-category'])
  })

  test('singletons can be published but not duplicated, unpublished or deleted', () => {
    expect(actionsFor('siteSettings')).toEqual(['publish', 'discardChanges', 'restore'])
    expect(actionsFor('homePage')).toEqual(['publish', 'discardChanges', 'restore'])
    expect(actionsFor('slide')).toEqual(defaultActions.map(({ action: name }) => name))
  })

  test('contact requests cannot be duplicated; their e-mail to sales can be sent again', () => {
    expect(actionsFor('contactRequest')).toEqual([
      'publish',
      'unpublish',
      'discardChanges',
      'delete',
      'restore',
      undefined,
    ])
    const resolve = config.document?.actions
    if (typeof resolve !== 'function') throw new Error('document.actions must be a function')
    const actions = resolve(defaultActions, {
      ...context,
      schemaType: 'contactRequest',
    } as DocumentActionsContext)
    expect(actions.at(-1)?.displayName).toBe('RetryNoticeAction')
  })

  test('adds the Studio tools that summarize and export contact requests', () => {
    const tools = config.tools
    const added = typeof tools === 'function' ? tools([]) : tools
    expect(added?.map(({ name, title }) => [name, title])).toEqual([
      ['resumen-solicitudes', 'Resumen'],
      ['exportar-solicitudes', 'Exportar solicitudes'],
    ])
  })

  test('products and categories add «Ver en el sitio» after the usual actions', () => {
    const withView = (schemaType: string) => {
      const resolve = config.document?.actions
      if (typeof resolve !== 'function') throw new Error('document.actions must be a function')
      return resolve(defaultActions, { ...context, schemaType } as DocumentActionsContext)
    }
    for (const schemaType of ['product', 'category']) {
      const actions = withView(schemaType)
      expect(actions.slice(0, defaultActions.length)).toEqual(defaultActions)
      expect(actions.slice(defaultActions.length)).toEqual([viewOnSiteAction])
    }
    expect(withView('country')).toEqual(defaultActions)
  })

  test('in «Publicado», «Despublicar» is not the main button: «Ver en el sitio» or a harmless one', () => {
    const resolve = config.document?.actions
    if (typeof resolve !== 'function') throw new Error('document.actions must be a function')
    // As Sanity's desk hands them over in the published perspective: «Despublicar» first.
    const fromDesk = ['unpublish', 'publish', 'duplicate', 'restore', 'discardChanges', 'delete']
    const inPublished = (schemaType: string) =>
      resolve(fromDesk.map(action), {
        ...context,
        schemaType,
        versionType: 'published',
      } as DocumentActionsContext).map((resolved) =>
        resolved === viewOnSiteAction ? 'viewOnSite' : resolved.action,
      )
    expect(inPublished('product')).toEqual([
      'viewOnSite',
      'publish',
      'duplicate',
      'restore',
      'unpublish',
      'discardChanges',
      'delete',
    ])
    expect(inPublished('slide')).toEqual([
      'publish',
      'duplicate',
      'restore',
      'unpublish',
      'discardChanges',
      'delete',
    ])
    // With drafts, the order stays Sanity's: «Publicar» first.
    expect(actionsFor('product')[0]).toBe('publish')
  })

  test('«product in this category» is offered only inside a category list', () => {
    expect(newDocumentOptions({ type: 'global' })).toEqual(['product', 'category'])
    expect(newDocumentOptions({ type: 'structure', schemaType: 'product' })).toEqual([
      'product',
      'product-in-category',
      'category',
    ])
  })
})
