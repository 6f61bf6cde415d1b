import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_REQUEST_COUNT } from './lib/documents/example-requests.ts'
import { offlineLakeOptions } from './offline-lake.ts'

describe('the offline project under test', () => {
  it('uses an empty store of its own in the temporary folder, never the developer’s', () => {
    const { storeDir } = offlineLakeOptions()
    expect(storeDir.startsWith(join(tmpdir(), 'rehoboth-test-store-'))).toBe(true)
    expect(existsSync(storeDir) ? readdirSync(storeDir) : []).toEqual([])
  })

  it('has the example contact requests only where asked (the Studio’s standalone lake)', () => {
    const requests = (options: Parameters<typeof offlineLakeOptions>[0]) =>
      offlineLakeOptions(options).seedDocuments.filter(
        ({ _type }) => _type === 'contactRequest',
      ) as unknown as { createdAt: string }[]
    expect(requests(undefined)).toEqual([])
    const examples = requests({ exampleRequests: true })
    expect(examples).toHaveLength(EXAMPLE_REQUEST_COUNT)
    // They end yesterday in Colombia: none is dated today or later.
    const todayInBogota = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Bogota' }).format(
      new Date(),
    )
    const startOfToday = Date.parse(`${todayInBogota}T05:00:00Z`)
    expect(examples.filter(({ createdAt }) => Date.parse(createdAt) >= startOfToday)).toEqual([])
  })
})
