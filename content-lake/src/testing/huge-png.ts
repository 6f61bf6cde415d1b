import { createDeflate, crc32 } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid, all-black greyscale PNG of the given size, a few hundred KB even at 16000×16000: the
 * kind of upload that is small on the wire and huge once decoded. Made row by row, so making it
 * holds no more than a row of pixels.
 */
export async function hugePng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 1 })
  const compressed: Buffer[] = []
  deflate.on('data', (data: Buffer) => compressed.push(data))
  const finished = new Promise((resolve, reject) => {
    deflate.once('end', resolve).once('error', reject)
  })
  // Each row: filter type 0, then one byte per pixel.
  const row = Buffer.alloc(width + 1)
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await finished
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
