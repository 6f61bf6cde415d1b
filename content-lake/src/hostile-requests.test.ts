import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import {
  hostileRequests,
  sendHostileRequest,
  storeFingerprint,
} from './testing/hostile-requests.ts'
import { lake, mutate, seeded, startStandaloneLake } from './testing/standalone-fixture.ts'

startStandaloneLake()

const CASES = 300

describe('hostile requests', () => {
  it(`answers ${CASES} generated hostile requests with the expected 4xx, storing nothing`, async () => {
    const written = await mutate([{ createOrReplace: { _id: 'hostile-target', _type: 'note' } }])
    const { transactionId } = written.json<{ transactionId: string }>()
    const cases = hostileRequests(
      {
        port: lake.server.port,
        projectId: PROJECT_ID,
        dataset: DATASET,
        existing: { id: seeded._id, rev: String(seeded._rev) },
        loggedTransactionId: transactionId,
      },
      CASES,
    )
    const before = storeFingerprint(lake.project.storeDir)
    const wrong: string[] = []
    for (const hostile of cases) {
      const answer = await sendHostileRequest(lake.server.port, hostile.request)
      if (!hostile.expectStatus.includes(answer.status)) {
        wrong.push(
          `${hostile.kind}: ${hostile.name} → ${answer.status} ${answer.body.slice(0, 160)}`,
        )
      }
      if (storeFingerprint(lake.project.storeDir) !== before) {
        wrong.push(`${hostile.kind}: ${hostile.name} changed the store`)
        break
      }
    }
    expect(wrong).toEqual([])
    expect(new Set(cases.map(({ kind }) => kind)).size).toBeGreaterThanOrEqual(9)
    // Still serving after all of it.
    expect((await lake.client.call('/v2025-02-19/ping')).status).toBe(200)
  }, 120_000)
})
