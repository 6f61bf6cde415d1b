import { createServer, type AddressInfo, type Socket } from 'node:net'

/**
 * A mail server that never finishes: on loopback, it greets (unless `greets` is false) and then
 * answers nothing but one byte every `dripMs`, so no inactivity timeout ever fires. Counts the
 * sessions it was given and the ones still open.
 */
export async function startSlowSmtpServer({ greets = true, dripMs = 50 } = {}) {
  const open = new Set<Socket>()
  let sessions = 0
  const server = createServer((socket) => {
    sessions += 1
    open.add(socket)
    if (greets) socket.write('220 slow.example ESMTP\r\n')
    const drip = setInterval(() => socket.write('2'), dripMs)
    socket.on('error', () => undefined)
    socket.once('close', () => {
      clearInterval(drip)
      open.delete(socket)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    /** nodemailer's URL, with its own timeouts in the query. */
    url: (timeouts: Record<string, number> = {}) =>
      `smtp://127.0.0.1:${port}?${new URLSearchParams(
        Object.entries(timeouts).map(([name, ms]) => [name, String(ms)]),
      )}`,
    /** Sessions opened since it started. */
    sessions: () => sessions,
    /** Sessions the client has not closed yet. */
    openSessions: () => open.size,
    stop: async () => {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type SlowSmtpServer = Awaited<ReturnType<typeof startSlowSmtpServer>>
