/** Sanity's own rules for what a stored document is: an id, a type, a revision. */
const ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/
const TYPE = /^[A-Za-z_][A-Za-z0-9_.-]*$/

export type StoredDocument = { _id?: unknown; _type?: unknown; _rev?: unknown }

/** What is wrong with each stored document that breaks those rules. */
export function invalidDocuments(documents: StoredDocument[]): string[] {
  return documents.flatMap((document) => {
    const { _id: id, _type: type, _rev: revision } = document
    if (typeof id !== 'string' || !ID.test(id) || id.endsWith('.'))
      return [`bad _id ${JSON.stringify(id)}`]
    if (typeof type !== 'string' || !TYPE.test(type))
      return [`${id}: bad _type ${JSON.stringify(type)}`]
    if (typeof revision !== 'string' || !revision) return [`${id}: no _rev`]
    return []
  })
}

export const ALL_DOCUMENTS_QUERY = '*{_id, _type, _rev}'
