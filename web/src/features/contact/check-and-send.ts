import type { FieldErrors } from './contact-rules'
import {
  contactRequestSchema,
  validateContactRequest,
  type ContactSchemaOptions,
} from './contact-schema'
import { submitContactRequest } from './submit-contact-request'
import type { SubmitOutcome } from './submit-outcome'

export type CheckAndSendOutcome = SubmitOutcome | { kind: 'unsent'; fieldErrors: FieldErrors }

/** Checks the request as the API will, and sends it only when every field is right. */
export async function checkAndSend(
  input: unknown,
  options: ContactSchemaOptions,
): Promise<CheckAndSendOutcome> {
  const validation = validateContactRequest(contactRequestSchema(options), input)
  if (!validation.success) return { kind: 'unsent', fieldErrors: validation.errors }
  return submitContactRequest(validation.request)
}
