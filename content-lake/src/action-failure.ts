import type { SanityDocument } from './types.ts'

export type Read = (id: string) => SanityDocument | undefined
export type Action = Record<string, unknown> & { actionType?: unknown }

/** An action that cannot be done, answered with Sanity's status and error type. */
export class ActionFailure extends Error {
  readonly type: string
  readonly status: number
  readonly id: string | undefined

  constructor(status: number, type: string, description: string, id?: string) {
    super(description)
    this.status = status
    this.type = type
    this.id = id
  }
}

/** A required string property of an action. */
export const text = (action: Action, name: string): string => {
  const value = action[name]
  if (typeof value !== 'string' || !value) {
    throw new ActionFailure(400, 'validationError', `Action needs "${name}"`)
  }
  return value
}

/** The current document by id, or Sanity's 404 for an action on a missing document. */
export const existing = (read: Read, id: string): SanityDocument => {
  const document = read(id)
  if (!document) {
    throw new ActionFailure(404, 'documentNotFoundError', `Document by ID "${id}" not found`, id)
  }
  return document
}
