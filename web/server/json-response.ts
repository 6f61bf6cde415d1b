/** A JSON answer of the contact API: `message` for the visitor, `fieldErrors` per form field. */
export type ContactApiBody = {
  message: string
  fieldErrors?: Partial<Record<string, string>>
  id?: string
}

export function jsonResponse(
  status: number,
  body: ContactApiBody,
  headers?: HeadersInit,
): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  })
}
