/**
 * The seed's example contact requests (seed/lib/documents/example-requests.ts) have ids of their
 * own: with a dot, private like every request the form stores (Sanity never shows an id with a
 * dot to the public site), and recognisable as examples wherever a request is shown.
 */
export const EXAMPLE_REQUEST_ID_PREFIX = 'contactRequest.ejemplo-'

export const isExampleRequestId = (id: string): boolean => id.startsWith(EXAMPLE_REQUEST_ID_PREFIX)
