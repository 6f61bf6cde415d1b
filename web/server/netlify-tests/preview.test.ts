import { describe, expect, it } from 'vitest'
import { OFFLINE_PREVIEW_SECRET } from '../preview/preview-config.ts'
import preview, { config } from '../netlify/preview.ts'

const SITE = 'https://sitio.example/rehoboth/'

describe('the Netlify preview function', () => {
  it('answers at the preview addresses and turns preview on with the secret', async () => {
    expect(config.path).toEqual(['/rehoboth/api/preview', '/rehoboth/api/preview/*'])
    const response = await preview(
      new Request(`${SITE}api/preview?secret=${OFFLINE_PREVIEW_SECRET}&redirect=/Contacto`),
      {},
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/rehoboth/Contacto')
    // The session, the flag scripts read and the perspective, kept in the Studio's cross-site frame.
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(3)
    for (const cookie of cookies) expect(cookie).toContain('SameSite=None; Secure; Partitioned')
  })

  it('answers at the address the Studio’s «Editar en la página» opens', async () => {
    const response = await preview(
      new Request(`${SITE}api/preview/enable?sanity-preview-pathname=/rehoboth/`),
      {},
    )
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a wrong secret and queries outside preview', async () => {
    expect((await preview(new Request(`${SITE}api/preview?secret=no`), {})).status).toBe(401)
    const query = await preview(
      new Request(`${SITE}api/preview/sanity/v2025-02-19/data/query/production?query=*`),
      {},
    )
    expect(query.status).toBe(401)
  })
})
