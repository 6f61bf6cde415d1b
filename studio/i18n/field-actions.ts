import type { DocumentFieldAction, DocumentFieldActionHook } from 'sanity'

/** Presentation's action that opens a document in the desk, titled by Sanity 6 in English. */
export const OPEN_IN_DESK_ACTION = 'presentation/openInStructure'

/** The same action, titled in Spanish after the desk tool («Contenido»). */
function inSpanish(action: DocumentFieldAction, deskTitle: string): DocumentFieldAction {
  const useAction: DocumentFieldActionHook = (props) => ({
    ...action.useAction(props),
    title: `Abrir en ${deskTitle}`,
  })
  return { name: action.name, useAction }
}

/** The Studio's field actions, Presentation's English «Open in …» swapped for ours. */
export function inSpanishFieldActions(deskTitle: string) {
  return (actions: DocumentFieldAction[]): DocumentFieldAction[] =>
    actions.map((action) =>
      action.name === OPEN_IN_DESK_ACTION ? inSpanish(action, deskTitle) : action,
    )
}
