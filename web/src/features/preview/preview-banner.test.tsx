import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteBase } from '../../lib/sanity/env'
import { renderWithTheme } from '../../testing/render-with-theme'
import { PreviewBanner } from './preview-banner'

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

afterEach(() => {
  clearCookies()
  vi.resetModules()
})

function showBannerAt(path: string, perspective?: 'drafts' | 'published') {
  const router = createMemoryRouter(
    [{ path: '*', element: <PreviewBanner perspective={perspective} /> }],
    { initialEntries: [path] },
  )
  renderWithTheme(<RouterProvider router={router} />)
}

describe('the drafts preview banner', () => {
  it('says the page shows drafts and links out of preview back to the same page', () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    showBannerAt('/RestauradorDeFaros?x=1')
    const banner = screen.getByRole('complementary', { name: 'Vista previa de borradores' })
    expect(banner).toHaveTextContent('Vista previa de borradores')
    expect(screen.getByRole('link', { name: 'Salir de la vista previa' })).toHaveAttribute(
      'href',
      `${siteBase}api/preview/exit?redirect=${encodeURIComponent(`${siteBase}RestauradorDeFaros?x=1`)}`,
    )
  })

  it('says the page shows what is published when the Studio shows «Publicado»', () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    showBannerAt('/RestauradorDeFaros', 'published')
    const banner = screen.getByRole('complementary', { name: 'Vista previa de lo publicado' })
    expect(banner).toHaveTextContent('Ves el sitio tal como lo ven los visitantes')
    expect(banner).not.toHaveTextContent(/borradores|Ves los cambios sin publicar/)
    expect(screen.getByRole('link', { name: 'Salir de la vista previa' })).toBeVisible()
  })

  it('says drafts again when the Studio goes back to «Borradores»', () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    showBannerAt('/RestauradorDeFaros', 'drafts')
    expect(
      screen.getByRole('complementary', { name: 'Vista previa de borradores' }),
    ).toHaveTextContent('Ves los cambios sin publicar')
  })

  it('is absent outside preview', () => {
    document.cookie = 'otra_cookie=1; Path=/'
    showBannerAt('/RestauradorDeFaros')
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })
})

describe('the Sanity client the pages read with', () => {
  it('reads published content from Sanity outside preview', async () => {
    const client = await (await import('../../lib/sanity/client')).sanityClient()
    expect(client.config()).toMatchObject({ perspective: 'published', useCdn: true })
    expect(client.config().apiHost).toBe('https://api.sanity.io')
  })

  it('reads drafts through the site’s preview endpoint, with no token, while previewing', async () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    const client = await (await import('../../lib/sanity/client')).sanityClient()
    expect(client.config()).toMatchObject({
      perspective: 'drafts',
      useCdn: false,
      useProjectHostname: false,
      apiHost: `${location.origin}${siteBase}api/preview/sanity`,
    })
    expect(client.config().token).toBeUndefined()
  })
})
