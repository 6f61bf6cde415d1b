import { createClient } from '@sanity/client'
import { describe, expect, test } from 'vitest'
import { apiVersion } from '@rehoboth/shared/project'
import { listenerUrl, spreadListeners } from './spread-listeners'

describe('the Studio’s listeners on the local lake', () => {
  test('each goes to a host name of its own on the same lake', () => {
    expect(listenerUrl('http://offline.localhost:3334/v2025-02-19', 7)).toBe(
      'http://offline.l7.localhost:3334/v2025-02-19',
    )
  })

  test('clients made from a spreading client spread too, and other requests stay put', () => {
    const client = spreadListeners(
      createClient({
        projectId: 'offline',
        dataset: 'production',
        apiVersion,
        apiHost: 'http://localhost:3334',
        useCdn: false,
      }),
    )
    const derived = client.withConfig({ apiVersion: '2021-06-07' })
    expect(derived.config().url).toBe('http://offline.localhost:3334/v2021-06-07')
    expect(Object.hasOwn(derived, 'listen')).toBe(true)
    expect(Object.hasOwn(derived.observable, 'listen')).toBe(true)
    expect(Object.hasOwn(client.clone(), 'listen')).toBe(true)
  })
})
