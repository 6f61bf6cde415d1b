import { DEFAULT_PORT, PortInUseError, startLakeServer } from '@rehoboth/content-lake/server'
import { offlineLakeOptions } from '../offline-lake.ts'

// `npm run lake`: the local Content Lake for the Studio and the dev servers, on 127.0.0.1.
const portSetting = process.env.CONTENT_LAKE_PORT?.trim() || String(DEFAULT_PORT)
const port = Number(portSetting)
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`Content Lake: CONTENT_LAKE_PORT "${portSetting}" is not a port number (1-65535).`)
  process.exit(1)
}

// With the example contact requests: the Studio's «Resumen» has six months to show.
const options = offlineLakeOptions({ exampleRequests: true })
try {
  const lake = await startLakeServer({
    ...options,
    port,
    log: process.env.CONTENT_LAKE_LOG === '1',
  })
  console.log(
    `Content Lake: ${lake.url} (project ${options.projectId}, dataset ${options.dataset}, ` +
      `store ${options.storeDir})`,
  )
  const stop = () => {
    lake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error
  console.error(error.message)
  process.exit(1)
}
