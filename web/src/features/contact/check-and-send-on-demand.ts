import type { CheckAndSendOutcome, checkAndSend } from './check-and-send'
import type { ContactSchemaOptions } from './contact-schema'
import { unreachableOutcome } from './submit-outcome'

// Valibot and the sender are only needed on submit: they stay out of the page's initial script.
let code: Promise<typeof checkAndSend> | undefined

function load(): Promise<typeof checkAndSend> {
  code ??= import('./check-and-send').then(
    (module) => module.checkAndSend,
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the next submit tries again.
      code = undefined
      throw error
    },
  )
  return code
}

/** Starts importing the check and the sender: call it when the visitor starts on the form. */
export function prefetchCheckAndSend(): void {
  load().catch(() => {})
}

/** The check and the sending, imported first when needed; without that code, it is as offline. */
export async function checkAndSendOnDemand(
  input: Record<string, unknown>,
  options: ContactSchemaOptions,
): Promise<CheckAndSendOutcome> {
  const checkAndSend = await load().catch(() => undefined)
  return checkAndSend ? checkAndSend(input, options) : unreachableOutcome
}
