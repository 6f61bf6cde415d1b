export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`)
  }
}

/**
 * The request's body as text, read no further than `limitBytes`: a declared length over the
 * limit is refused before reading, and a body that turns out longer stops being read there.
 */
export async function readLimitedText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError(limitBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      throw new BodyTooLargeError(limitBytes)
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(concat(chunks, size))
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
