import type { ObjectAttribute, ObjectTypeNode, SchemaType, TypeNode } from 'groq-js'

/** A document as far as the check needs it. */
export interface SchemaCheckedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface SchemaIssue {
  documentId: string
  path: string
  message: string
}

interface FoundReference {
  documentId: string
  path: string
  ref: string
  targetType: string
}

type Attributes = Record<string, ObjectAttribute>

/**
 * Checks documents against the schema extracted by `sanity schema extract --enforce-required-fields`
 * (studio/schema.json): known document types, no unknown fields, required fields present, values of
 * the declared types, unique array keys, references that resolve to a document of the right type,
 * unique ids and unique slugs per document type.
 */
export function validateAgainstSchema(
  documents: readonly SchemaCheckedDocument[],
  schema: SchemaType,
): SchemaIssue[] {
  const checker = new SchemaChecker(schema)
  const issues = documents.flatMap((document) => checker.checkDocument(document))
  return [
    ...issues,
    ...checker.unresolvedReferences(documents),
    ...duplicateIds(documents),
    ...duplicateSlugs(documents),
  ]
}

class SchemaChecker {
  readonly #documentTypes = new Map<string, Attributes>()
  readonly #namedTypes = new Map<string, TypeNode>()
  readonly #references: FoundReference[] = []

  constructor(schema: SchemaType) {
    for (const entry of schema) {
      if (entry.type === 'document') this.#documentTypes.set(entry.name, entry.attributes)
      else this.#namedTypes.set(entry.name, entry.value)
    }
  }

  checkDocument(document: SchemaCheckedDocument): SchemaIssue[] {
    const attributes = this.#documentTypes.get(document._type)
    if (!attributes) {
      return [
        {
          documentId: document._id,
          path: '_type',
          message: `'${document._type}' is not a document type of the schema`,
        },
      ]
    }
    return this.#checkObject(document, { type: 'object', attributes }, document._id, '')
  }

  unresolvedReferences(documents: readonly SchemaCheckedDocument[]): SchemaIssue[] {
    const typeById = new Map(documents.map((document) => [document._id, document._type]))
    return this.#references.flatMap(({ documentId, path, ref, targetType }) => {
      const actualType = typeById.get(ref)
      if (actualType === targetType) return []
      const message = actualType
        ? `reference to '${ref}' points to a ${actualType}, expected a ${targetType}`
        : `reference to '${ref}' has no ${targetType} document in the dataset`
      return [{ documentId, path, message }]
    })
  }

  #check(value: unknown, node: TypeNode, documentId: string, path: string): SchemaIssue[] {
    const issue = (message: string) => [{ documentId, path, message }]
    switch (node.type) {
      case 'unknown':
        return []
      case 'null':
        return value === null ? [] : issue(`expected null, got ${describe(value)}`)
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== node.type)
          return issue(`expected a ${node.type}, got ${describe(value)}`)
        return node.value === undefined || node.value === value
          ? []
          : issue(`expected ${JSON.stringify(node.value)}, got ${JSON.stringify(value)}`)
      case 'inline':
        return this.#check(value, this.#resolve(node.name), documentId, path)
      case 'union':
        return node.of.some((variant) => this.#matches(value, variant, documentId, path))
          ? []
          : issue(`${describe(value)} matches none of the allowed types`)
      case 'array':
        return this.#checkArray(value, node.of, documentId, path)
      case 'object':
        return this.#checkObject(value, node, documentId, path)
    }
  }

  /** Tries one variant of a union, forgetting the references it found if it does not match. */
  #matches(value: unknown, node: TypeNode, documentId: string, path: string): boolean {
    const referencesBefore = this.#references.length
    const matches = this.#check(value, node, documentId, path).length === 0
    if (!matches) this.#references.length = referencesBefore
    return matches
  }

  #checkArray(value: unknown, itemNode: TypeNode, documentId: string, path: string) {
    if (!Array.isArray(value)) return [{ documentId, path, message: `expected an array` }]
    const issues = value.flatMap((item, index) =>
      this.#check(item, itemNode, documentId, `${path}[${index}]`),
    )
    const keys = value.flatMap((item) => (isRecord(item) && '_key' in item ? [item._key] : []))
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index)
    return duplicates.length === 0
      ? issues
      : [...issues, { documentId, path, message: `duplicate _key ${duplicates.join(', ')}` }]
  }

  #checkObject(value: unknown, node: ObjectTypeNode, documentId: string, path: string) {
    if (!isRecord(value)) {
      return [{ documentId, path, message: `expected an object, got ${describe(value)}` }]
    }
    const shape = this.#flatten(node)
    if (!shape) return []
    const fieldPath = (name: string) => (path ? `${path}.${name}` : name)
    const issues: SchemaIssue[] = []
    for (const [name, attribute] of Object.entries(shape.attributes)) {
      const fieldValue = value[name]
      if (fieldValue === undefined) {
        if (!attribute.optional) {
          issues.push({ documentId, path: fieldPath(name), message: 'required field is missing' })
        }
      } else {
        issues.push(...this.#check(fieldValue, attribute.value, documentId, fieldPath(name)))
      }
    }
    for (const name of Object.keys(value)) {
      if (!(name in shape.attributes)) {
        issues.push({ documentId, path: fieldPath(name), message: 'field is not in the schema' })
      }
    }
    if (shape.dereferencesTo && typeof value._ref === 'string' && issues.length === 0) {
      this.#references.push({
        documentId,
        path,
        ref: value._ref,
        targetType: shape.dereferencesTo,
      })
    }
    return issues
  }

  /** The object's own attributes merged with those of its `rest`; undefined when it allows anything. */
  #flatten(node: ObjectTypeNode): { attributes: Attributes; dereferencesTo?: string } | undefined {
    const rest = node.rest?.type === 'inline' ? this.#resolve(node.rest.name) : node.rest
    if (!rest) return { attributes: node.attributes, dereferencesTo: node.dereferencesTo }
    if (rest.type !== 'object') return undefined
    const restShape = this.#flatten(rest)
    if (!restShape) return undefined
    return {
      attributes: { ...restShape.attributes, ...node.attributes },
      dereferencesTo: node.dereferencesTo ?? restShape.dereferencesTo,
    }
  }

  #resolve(name: string): TypeNode {
    const node = this.#namedTypes.get(name)
    if (!node) throw new Error(`The schema has no type named '${name}'`)
    return node
  }
}

function duplicateIds(documents: readonly SchemaCheckedDocument[]): SchemaIssue[] {
  const seen = new Set<string>()
  return documents.flatMap((document) => {
    if (!seen.has(document._id)) {
      seen.add(document._id)
      return []
    }
    return [{ documentId: document._id, path: '_id', message: 'duplicate document id' }]
  })
}

function duplicateSlugs(documents: readonly SchemaCheckedDocument[]): SchemaIssue[] {
  const owners = new Map<string, string>()
  return documents.flatMap((document) => {
    const slug = isRecord(document.slug) ? document.slug.current : undefined
    if (typeof slug !== 'string') return []
    const owner = owners.get(`${document._type}/${slug}`)
    if (!owner) {
      owners.set(`${document._type}/${slug}`, document._id)
      return []
    }
    const message = `slug '${slug}' is also used by ${owner}`
    return [{ documentId: document._id, path: 'slug.current', message }]
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}
