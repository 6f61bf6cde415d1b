import type { FieldErrors } from './contact-rules'

/** What became of a contact request sent to the API, said in Spanish with what to do next. */
export type SubmitOutcome =
  | { kind: 'created'; message: string }
  | { kind: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { kind: 'captcha'; message: string }
  | { kind: 'failed'; message: string }

export const keptNotice = 'Tus datos siguen en el formulario.'

/** No connection: the API, or the page's code for sending, could not be reached. */
export const unreachableOutcome: SubmitOutcome = {
  kind: 'failed',
  message: `No pudimos conectar con el servidor. Revisa tu conexión a internet e inténtalo de nuevo. ${keptNotice}`,
}
