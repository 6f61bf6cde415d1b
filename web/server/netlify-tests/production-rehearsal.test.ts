import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { validRequest } from '../../src/features/contact/testing/contact-fixtures.ts'
import { apiVersion } from '../../src/lib/sanity/env.ts'
import { productPageQuery } from '../../src/lib/sanity/queries.ts'
import { createContactApi } from '../contact-api.ts'
import { endpointServer } from '../endpoint-server.ts'
import { contactEndpoint, previewEndpoint } from '../endpoints.ts'
import { ContactApiConfigError, RECAPTCHA_TEST_SECRET } from '../contact-api-config.ts'
import { createPreviewApi } from '../preview/preview-api.ts'
import { postJson } from '../testing/contact-api-harness.ts'
import {
  REHEARSAL_API,
  REHEARSAL_CDN_API,
  REHEARSAL_DATASET,
  REHEARSAL_PROJECT_ID,
  REHEARSAL_SITE_URL,
  REHEARSAL_STUDIO_URL,
  REHEARSAL_USERS,
  rehearsalEnv,
  rehearsalSanity,
  rehearsalSecrets,
  rehearsalSiteverify,
  SOLVED_CAPTCHA,
} from '../testing/rehearsal-project.ts'
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts'

// The production rehearsal: the Netlify functions as Netlify calls them (their default exports,
// configured once from the deployment's variables), with a Sanity project, its write and read
// tokens and a preview secret, against Sanity's API as the local Content Lake that knows only the
// project's tokens and enforces their roles. What the offline project cannot show: which token
// each request carries, and that the wrong one is refused.

const secrets = rehearsalSecrets()
const storeDir = mkdtempSync(join(tmpdir(), 'production-rehearsal-'))
const server = setupServer(...rehearsalSanity(secrets, storeDir), rehearsalSiteverify(secrets))
const DATA = `${REHEARSAL_API}/v${apiVersion}/data`
const SITE = `${REHEARSAL_SITE_URL}/rehoboth/`
const SLUG = 'RestauradorDeFaros'

/** The bearer token of every request that reached Sanity's API, in order. */
let tokensSent: string[] = []
server.events.on('request:start', ({ request }) => {
  if (!new URL(request.url).hostname.endsWith('.sanity.io')) return
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  tokensSent.push(token ?? 'none')
})
beforeEach(() => {
  tokensSent = []
})

type NetlifyFunction = (request: Request, context: object) => Promise<Response>
let inbox: SmtpInbox
let contact: NetlifyFunction
let preview: NetlifyFunction

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  inbox = await startSmtpInbox()
  // What Netlify's site settings hold; the functions read them once, when Netlify loads them.
  for (const [name, value] of Object.entries(rehearsalEnv(secrets, { SMTP_URL: inbox.url }))) {
    vi.stubEnv(name, value ?? '')
  }
  contact = (await import('../netlify/contact.ts')).default
  preview = (await import('../netlify/preview.ts')).default
})
afterAll(async () => {
  vi.unstubAllEnvs()
  server.close()
  await inbox.stop()
  rmSync(storeDir, { recursive: true, force: true })
})

/** The Studio, signed in as an editor: its requests carry the editor's session token. */
const studio = createClient({
  projectId: REHEARSAL_PROJECT_ID,
  dataset: REHEARSAL_DATASET,
  apiVersion,
  token: secrets.editorToken,
  useCdn: false,
})

const storedRequests = () =>
  studio.fetch<{ _id: string; email: string; notice?: { status?: string } }[]>(
    '*[_type == "contactRequest"]{_id, email, notice}',
    {},
    { perspective: 'raw' },
  )

async function authorsOf(id: string): Promise<string[]> {
  const response = await fetch(`${DATA}/history/${REHEARSAL_DATASET}/transactions/${id}`, {
    headers: { Authorization: `Bearer ${secrets.editorToken}` },
  })
  const lines = (await response.text()).trim().split('\n')
  return lines.map((line) => (JSON.parse(line) as { author: string }).author)
}

/** console.error, answered quietly: the lines a function logs when Sanity refuses it. */
function quietErrorLog() {
  return vi.mocked(console.error).mockImplementation(() => undefined)
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

describe('the contact function with a Sanity project', () => {
  it('stores a request with the write token, as its robot, and e-mails sales', async () => {
    const after: Promise<unknown>[] = []
    const response = await contact(postJson(validRequest({ captchaToken: SOLVED_CAPTCHA })), {
      ip: '203.0.113.9',
      waitUntil: (work: Promise<unknown>) => after.push(work),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    await Promise.all(after)
    expect(await inbox.waitFor(1)).toHaveLength(1)

    const stored = (await storedRequests()).find((request) => request._id === id)
    expect(stored).toMatchObject({ email: 'maria.perez@example.com', notice: { status: 'sent' } })
    // Created, then its e-mail claimed and marked sent: every write the contact form's robot's.
    expect(new Set(await authorsOf(id))).toEqual(new Set([REHEARSAL_USERS.contactForm]))
    const functionTokens = tokensSent.slice(0, tokensSent.indexOf(secrets.editorToken))
    expect(new Set(functionTokens)).toEqual(new Set([secrets.writeToken]))
  })

  it('cannot store with the read token: Sanity answers 403 and nothing is stored', async () => {
    const before = (await storedRequests()).length
    const logged = quietErrorLog()
    const readOnly = createContactApi(
      endpointServer(
        rehearsalEnv(secrets, { SANITY_API_WRITE_TOKEN: secrets.readToken, SMTP_URL: inbox.url }),
      ),
      contactEndpoint.limits,
    )
    const response = await readOnly(postJson(validRequest({ captchaToken: SOLVED_CAPTCHA })), {
      clientIp: '203.0.113.10',
    })
    expect(response.status).toBe(502)
    expect(logged).toHaveBeenCalledWith(
      '[contact-api] Could not store the contact request in Sanity.',
      expect.objectContaining({ status: 403 }),
    )
    expect(String(logged.mock.calls[0]?.[1])).toContain('insufficientPermissionsError')
    expect(await storedRequests()).toHaveLength(before)
  })

  it('with a made-up token gets Sanity’s 401 and stores nothing', async () => {
    const logged = quietErrorLog()
    const madeUp = createContactApi(
      endpointServer(
        rehearsalEnv(secrets, { SANITY_API_WRITE_TOKEN: 'sk-made-up', SMTP_URL: inbox.url }),
      ),
      contactEndpoint.limits,
    )
    const response = await madeUp(postJson(validRequest({ captchaToken: SOLVED_CAPTCHA })), {
      clientIp: '203.0.113.12',
    })
    expect(response.status).toBe(502)
    expect(logged).toHaveBeenCalledWith(
      '[contact-api] Could not read the countries from Sanity.',
      expect.objectContaining({ status: 401 }),
    )
    expect(String(logged.mock.calls[0]?.[1])).toContain('SIO-401-ANF')
  })

  it('refuses a challenge Google does not confirm, and refuses to start on Google’s test secret', async () => {
    const response = await contact(postJson(validRequest({ captchaToken: 'no-resuelto' })), {
      ip: '203.0.113.11',
    })
    expect(response.status).toBe(403)
    expect(() =>
      createContactApi(
        endpointServer(rehearsalEnv(secrets, { RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET })),
        contactEndpoint.limits,
      ),
    ).toThrow(ContactApiConfigError)
  })
})

describe('the preview function with a Sanity project', () => {
  const enable = (secret: string) =>
    new Request(
      `${SITE}api/preview/enable?sanity-preview-secret=${secret}` +
        '&sanity-preview-perspective=drafts&sanity-preview-pathname=%2Frehoboth%2FContacto',
    )

  it('turns preview on with the secret Presentation wrote, read with the read token', async () => {
    // What Presentation does when it opens: a secret document, written with the editor's session.
    const { secret } = await createPreviewSecret(
      studio,
      'sanity/presentation',
      REHEARSAL_STUDIO_URL,
      REHEARSAL_USERS.editor,
    )
    const anonymous = await fetch(
      `${REHEARSAL_CDN_API}/v${apiVersion}/data/query/${REHEARSAL_DATASET}?query=${encodeURIComponent('*[_type == "sanity.previewUrlSecret"]')}&perspective=raw`,
    )
    expect(((await anonymous.json()) as { result: unknown[] }).result).toEqual([])

    tokensSent = []
    const entered = await preview(enable(secret), { ip: '203.0.113.20' })
    expect(entered.status).toBe(303)
    expect(entered.headers.get('location')).toBe('/rehoboth/Contacto')
    expect(entered.headers.getSetCookie()).toHaveLength(3)
    expect(tokensSent).toEqual([secrets.readToken])

    const refused = await preview(enable(`${secret}x`), { ip: '203.0.113.20' })
    expect(refused.status).toBe(401)
    expect(refused.headers.getSetCookie()).toEqual([])
  })

  it('cannot check the secret with a made-up read token: Sanity answers 401', async () => {
    const { secret } = await createPreviewSecret(
      studio,
      'sanity/presentation',
      REHEARSAL_STUDIO_URL,
    )
    const logged = quietErrorLog()
    const madeUp = createPreviewApi(
      endpointServer(rehearsalEnv(secrets, { SANITY_API_READ_TOKEN: 'sk-made-up' })),
      previewEndpoint.limits,
    )
    const response = await madeUp(enable(secret))
    expect(response.status).toBe(502)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(logged).toHaveBeenCalledWith(
      '[preview] The Studio preview secret could not be checked on Sanity.',
      expect.objectContaining({ statusCode: 401 }),
    )
  })

  it('shows drafts to a preview session through the proxy, which adds the read token', async () => {
    const [product] = await studio.fetch<Record<string, unknown>[]>(
      '*[_type == "product" && slug.current == $slug]',
      { slug: SLUG },
      { perspective: 'published' },
    )
    await studio.createOrReplace({
      ...product,
      _id: `drafts.${String(product!._id)}`,
      _type: 'product',
      title: 'Restaurador (borrador del ensayo)',
    })
    const search = new URLSearchParams({ query: productPageQuery, $slug: JSON.stringify(SLUG) })
    const title = async (response: Response) =>
      ((await response.json()) as { result: { title: string } }).result.title

    // The browser's own client: no token, Sanity's CDN, the published page.
    const visitor = await fetch(
      `${REHEARSAL_CDN_API}/v${apiVersion}/data/query/production?${search}`,
    )
    expect(await title(visitor)).toBe(product!.title)

    const proxy = `${SITE}api/preview/sanity/v${apiVersion}/data/query/production?${search}`
    expect((await preview(new Request(proxy), {})).status).toBe(401)

    const entered = await preview(
      new Request(`${SITE}api/preview?secret=${secrets.previewSecret}&redirect=/${SLUG}`),
      { ip: '203.0.113.21' },
    )
    expect(entered.status).toBe(303)
    tokensSent = []
    // What the browser sends in preview: its session cookie, and no token of any kind.
    const draft = await preview(new Request(proxy, { headers: { cookie: cookiesOf(entered) } }), {})
    expect(draft.status).toBe(200)
    expect(await title(draft)).toBe('Restaurador (borrador del ensayo)')
    expect(tokensSent).toEqual([secrets.readToken])
  })

  it('refuses the development secret and a wrong one with a project', async () => {
    for (const secret of ['vista-previa-local-solo-para-desarrollo', `${secrets.previewSecret}x`]) {
      const response = await preview(
        new Request(`${SITE}api/preview?secret=${secret}&redirect=/`),
        { ip: '203.0.113.22' },
      )
      expect(response.status).toBe(401)
    }
  })
})
