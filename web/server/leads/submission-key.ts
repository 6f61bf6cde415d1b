import { SUBMISSION_KEY_PATTERN } from '../../src/features/contact/submission-key.ts'

/** A contact request's id, the same for every time one submission arrives. */
export function contactRequestId(submissionKey: string): string {
  if (!SUBMISSION_KEY_PATTERN.test(submissionKey)) {
    throw new Error(`Not a submission key: ${JSON.stringify(submissionKey)}`)
  }
  // An id on a sub-path keeps the document private: Sanity only serves it to a token, even
  // from a public dataset, so visitors' details cannot be read through the public API.
  return `contactRequest.${submissionKey.toLowerCase()}`
}

/** Whether an id names a contact request as the contact API stores them. */
export function isContactRequestId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    id.startsWith('contactRequest.') &&
    SUBMISSION_KEY_PATTERN.test(id.slice('contactRequest.'.length))
  )
}
