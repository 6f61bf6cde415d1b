// The preview server's stack (web/vite/testing/preview-server.ts) in a process of its own, so
// that the fuzz run sees a crash as a crash, on FUZZ_PREVIEW_PORT (or a free port): prints "port <n>" once it listens, stops on SIGTERM.
import { startPreviewServer } from '../../web/vite/testing/preview-server.ts'

const running = await startPreviewServer(Number(process.env.FUZZ_PREVIEW_PORT ?? 0))
console.log(`port ${running.port}`)
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0))
})
