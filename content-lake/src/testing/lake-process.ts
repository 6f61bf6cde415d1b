// A Content Lake in a process of its own, for tests of writers in several processes: options
// as JSON in LAKE_OPTIONS; prints "port <n>" once it listens, stops on SIGTERM.
import { startLakeServer } from '../server.ts'

const lake = await startLakeServer({ ...JSON.parse(process.env.LAKE_OPTIONS ?? '{}'), port: 0 })
console.log(`port ${lake.port}`)
process.once('SIGTERM', () => {
  lake.close().then(() => process.exit(0))
})
