import type { DocumentActionProps, SanityDocument } from 'sanity'
import { afterEach, describe, expect, test, vi } from 'vitest'

async function loadAction() {
  vi.resetModules()
  return (await import('./viewOnSite')).viewOnSiteAction
}

const withSlug = (type: string, current: string) =>
  ({
    _id: `${type}.${current}`,
    _type: type,
    slug: { _type: 'slug', current },
  }) as unknown as SanityDocument

function props(type: string, published: SanityDocument | null): DocumentActionProps {
  return {
    id: published?._id ?? `${type}.new`,
    type,
    published,
    draft: null,
    version: null,
    liveEdit: false,
    ready: true,
    onComplete: () => undefined,
    initialValueResolved: true,
  } as unknown as DocumentActionProps
}

describe('«Ver en el sitio»', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  test.each([
    ['product', 'TiresSealerInfltator', 'http://localhost:5173/rehoboth/TiresSealerInfltator'],
    ['category', 'paraTuAuto', 'http://localhost:5173/rehoboth/paraTuAuto'],
  ])('opens the public page of a %s in a new tab', async (type, slug, url) => {
    vi.stubEnv('SANITY_STUDIO_SITE_URL', '')
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    const action = await loadAction()
    const description = action(props(type, withSlug(type, slug)))
    expect(description).toMatchObject({ label: 'Ver en el sitio', disabled: false })
    description?.onHandle?.()
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer')
  })

  test('follows SANITY_STUDIO_SITE_URL', async () => {
    vi.stubEnv('SANITY_STUDIO_SITE_URL', 'https://www.example.com/rehoboth/')
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    const action = await loadAction()
    action(props('product', withSlug('product', 'ChainClean')))?.onHandle?.()
    expect(open).toHaveBeenCalledWith(
      'https://www.example.com/rehoboth/ChainClean',
      '_blank',
      'noopener,noreferrer',
    )
  })

  test('is disabled and opens nothing until the document is published', async () => {
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    const action = await loadAction()
    const description = action(props('product', null))
    expect(description).toMatchObject({
      disabled: true,
      title: 'Publica el documento para verlo en el sitio.',
    })
    description?.onHandle?.()
    expect(open).not.toHaveBeenCalled()
  })
})
