/** What a loader throws when the CMS has no document for the address: the 404 page is shown. */
export function notFound(): Response {
  return new Response('No encontrado', { status: 404, statusText: 'Not Found' })
}
