import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { answersAt } from './endpoint.ts'
import { endpointServer } from './endpoint-server.ts'
import { contactEndpoint, endpoints, previewEndpoint, scheduledTasks } from './endpoints.ts'
import { netlifyFunctionConfigs } from './testing/netlify-function-config.ts'
import { netlifyFunctionsMismatches } from './testing/netlify-functions-check.ts'

const netlifyFolder = fileURLToPath(new URL('netlify', import.meta.url))
const table = { endpoints, tasks: scheduledTasks, base: SITE_BASE }

describe('the Netlify functions', () => {
  it('are the table’s endpoints and tasks, at its addresses with its rate limits', async () => {
    const functions = await netlifyFunctionConfigs(netlifyFolder)
    expect([...functions.keys()].sort()).toEqual([
      'contact',
      'contact-notices-scheduled',
      'contact-retry',
      'preview',
    ])
    expect(netlifyFunctionsMismatches(table, functions)).toEqual([])
  })

  it('are told apart from the table when a path, a limit or an entry differs', async () => {
    const functions = await netlifyFunctionConfigs(netlifyFolder)
    const contact = functions.get('contact') ?? {}
    const drifted = new Map(functions)
    drifted.set('contact', { ...contact, path: '/rehoboth/api/contacto' })
    drifted.set('contact-retry', { path: '/rehoboth/api/contact/retry' })
    drifted.delete('preview')
    drifted.set('newsletter', { path: '/rehoboth/api/newsletter' })
    expect(netlifyFunctionsMismatches(table, drifted)).toEqual([
      expect.stringMatching(/^contact-retry: config.rateLimit is undefined, the table says/),
      expect.stringMatching(/^contact: config.path is "\/rehoboth\/api\/contacto"/),
      'newsletter: a Netlify function with no entry in web/server/endpoints.ts.',
      'preview: in the table, but web/server/netlify/preview.ts is missing.',
    ])
  })

  it('are alone in their folder: a test beside them would be deployed as a function', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'netlify-functions-'))
    try {
      await writeFile(path.join(folder, 'contact.ts'), "export const config = { path: '/x' }\n")
      await writeFile(path.join(folder, 'contact.test.ts'), '')
      await expect(netlifyFunctionConfigs(folder)).rejects.toThrow(
        'contact.test.ts: Netlify would deploy these as functions and fail',
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('are read as Netlify reads them: a config that is not literal is refused', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'netlify-functions-'))
    try {
      await writeFile(
        path.join(folder, 'contact.ts'),
        "const PATH = '/rehoboth/api/contact'\nexport const config = { path: PATH }\n",
      )
      await expect(netlifyFunctionConfigs(folder)).rejects.toThrow(
        'contact.ts: config holds a Identifier; Netlify reads only literals.',
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('the endpoint table', () => {
  it('answers each address, and below it only where the entry says so', () => {
    expect(answersAt(contactEndpoint, SITE_BASE, '/rehoboth/api/contact')).toBe(true)
    expect(answersAt(contactEndpoint, SITE_BASE, '/rehoboth/api/contact/')).toBe(true)
    expect(answersAt(contactEndpoint, SITE_BASE, '/rehoboth/api/contact/retry')).toBe(false)
    expect(answersAt(contactEndpoint, SITE_BASE, '/rehoboth/api/contacts')).toBe(false)
    expect(answersAt(previewEndpoint, SITE_BASE, '/rehoboth/api/preview/enable')).toBe(true)
    expect(answersAt(previewEndpoint, SITE_BASE, '/rehoboth/api/preview.json')).toBe(false)
  })

  it('lists the methods each handler answers: any other gets 405', async () => {
    const server = endpointServer({})
    for (const endpoint of endpoints) {
      const handle = endpoint.handler(server, endpoint.limits)
      for (const method of ['PUT', 'DELETE', 'PATCH'].filter(
        (m) => !endpoint.methods.includes(m),
      )) {
        const request = new Request(`http://localhost${SITE_BASE}${endpoint.path}`, { method })
        const answer = await handle(request, { clientIp: '192.0.2.7' })
        expect([endpoint.name, method, answer.status]).toEqual([endpoint.name, method, 405])
      }
    }
  })
})
