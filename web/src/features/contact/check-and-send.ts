import type { FieldErrors } from './contact-rules'
import {
  contactRequestSchema,
  validateContactRequest,
  type ContactSchemaOptions,
} from './contact-schema'
import { submitContactRequest } from './submit-contact-request'
import type { SubmitOutcome } from './submit-outcome'
import { visitOrigin } from './visit-origin'

export type CheckAndSendOutcome = SubmitOutcome | { kind: 'unsent'; fieldErrors: FieldErrors }

/**
 * Checks the request as the API will, and sends it only when every field is right, with how the
 * visit began (read here, on submit, so its code stays out of the page's initial script).
 */
export async function checkAndSend(
  input: Record<string, unknown>,
  options: ContactSchemaOptions,
): Promise<CheckAndSendOutcome> {
  const origin = visitOrigin()
  const request = origin ? { ...input, origin } : input
  const validation = validateContactRequest(contactRequestSchema(options), request)
  if (!validation.success) return { kind: 'unsent', fieldErrors: validation.errors }
  return submitContactRequest(validation.request)
}
