import type { DocumentActionComponent } from 'sanity'
import { viewOnSiteAction } from './viewOnSite'

const destructive = new Set(['delete', 'discardChanges'])

/**
 * The actions of a document seen in «Publicado». There is nothing to publish there, and Sanity's
 * desk puts «Despublicar» first, which makes it the form's main button, in red, for an editor who
 * only came to look. Here the main button is «Ver en el sitio» where the document has a page, else
 * the first harmless action; «Despublicar» stays in the menu, before deleting.
 */
export function publishedViewActions(
  actions: DocumentActionComponent[],
): DocumentActionComponent[] {
  const isUnpublish = ({ action }: DocumentActionComponent) => action === 'unpublish'
  const isDestructive = ({ action }: DocumentActionComponent) =>
    action !== undefined && destructive.has(action)
  const view = actions.filter((action) => action === viewOnSiteAction)
  const harmless = actions.filter(
    (action) => action !== viewOnSiteAction && !isUnpublish(action) && !isDestructive(action),
  )
  return [...view, ...harmless, ...actions.filter(isUnpublish), ...actions.filter(isDestructive)]
}
