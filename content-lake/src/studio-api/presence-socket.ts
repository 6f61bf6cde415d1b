import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { UpgradeHandler } from '../upgrade.ts'

// RFC 6455's fixed key suffix for the handshake answer.
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * The Studio's presence and live-chat socket (`socket/<dataset>`). Offline there is only one
 * editor, so nobody else's presence ever arrives: the socket opens (the Studio would otherwise
 * retry and report it) and stays silent, and whatever the Studio sends is read and dropped.
 */
export function presenceSocketUpgrade(dataset: string): UpgradeHandler {
  return (request: IncomingMessage, socket: Duplex, _head: Buffer, url: URL) => {
    if (
      !/^\/(v[^/]+\/)?socket\/[^/]+$/.test(url.pathname) ||
      !url.pathname.endsWith(`/${dataset}`)
    ) {
      return false
    }
    const key = request.headers['sec-websocket-key']
    if (typeof key !== 'string') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
      return true
    }
    const accept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64')
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    socket.on('data', (frame: Buffer) => {
      // A close frame (opcode 8) is answered with a close frame, as the protocol asks.
      if (frame.length > 0 && (frame.readUInt8(0) & 0x0f) === 8)
        socket.end(Buffer.from([0x88, 0x00]))
    })
    socket.on('error', () => socket.destroy())
    return true
  }
}
