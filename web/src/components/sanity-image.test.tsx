import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SanityImageValue } from '../lib/sanity/image'
import { renderWithTheme } from '../testing/render-with-theme'
import { SanityImage } from './sanity-image'

const lqip = 'data:image/png;base64,iVBORw0KGgo='
const headlightRestorer: SanityImageValue = {
  asset: {
    _id: 'image-0123456789abcdef0123456789abcdef01234567-800x800-png',
    metadata: { lqip, dimensions: { width: 800, height: 800 } },
  },
  alt: 'Envase de Restaurador de Faros',
}

describe('SanityImage', () => {
  it('draws the image responsively with its size reserved and its blurred preview behind it', () => {
    renderWithTheme(
      <SanityImage image={headlightRestorer} sizes="(max-width: 768px) 100vw, 33vw" />,
    )
    const image = screen.getByRole('img', { name: 'Envase de Restaurador de Faros' })
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '800')
    expect(image).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 33vw')
    expect(image.getAttribute('src')).toContain('auto=format')
    expect(image.getAttribute('srcset')).toMatch(/w=320.* 320w, .*w=800.* 800w$/)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image.style.backgroundImage).toContain(lqip)
  })

  it('drops the blurred preview once the image has loaded', () => {
    renderWithTheme(<SanityImage image={headlightRestorer} sizes="100vw" />)
    const image = screen.getByRole('img')
    fireEvent.load(image)
    expect(image.style.backgroundImage).toBe('')
  })

  it('loads the page’s largest image first and eagerly', () => {
    renderWithTheme(<SanityImage image={headlightRestorer} sizes="100vw" priority />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it('loads an image of the first screen with the page, at the browser’s own priority', () => {
    renderWithTheme(<SanityImage image={headlightRestorer} sizes="96px" firstScreen />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    // The browser's own priority is its default: no attribute says it.
    expect(image).not.toHaveAttribute('fetchpriority')
  })

  it('cuts the image to the asked ratio and takes a caller’s alt text', () => {
    renderWithTheme(<SanityImage image={headlightRestorer} sizes="100vw" aspectRatio={2} alt="" />)
    const image = screen.getByRole('presentation')
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '400')
  })

  it('draws a phone version at 768 px and below when given one, cut to its ratio', () => {
    const portrait: SanityImageValue = {
      asset: {
        _id: 'image-89abcdef0123456789abcdef0123456789abcdef-800x1000-jpg',
        metadata: { dimensions: { width: 800, height: 1000 } },
      },
    }
    const { container } = renderWithTheme(
      <SanityImage
        image={headlightRestorer}
        sizes="100vw"
        phone={{ image: portrait, aspectRatio: 4 / 5 }}
      />,
    )
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('media', '(max-width: 768px)')
    expect(source?.getAttribute('srcset')).toMatch(/89abcdef.*w=800&h=1000.* 800w$/)
    expect(source).toHaveAttribute('width', '800')
    expect(source).toHaveAttribute('height', '1000')
    expect(screen.getByRole('img', { name: 'Envase de Restaurador de Faros' })).toBe(
      container.querySelector('picture > img'),
    )
  })

  it('draws a plain image when the phone version has no asset', () => {
    const { container } = renderWithTheme(
      <SanityImage
        image={headlightRestorer}
        sizes="100vw"
        phone={{ image: null, aspectRatio: 1 }}
      />,
    )
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.getByRole('img')).toBeInTheDocument()
  })

  it('draws nothing for an image without an asset', () => {
    const { container } = renderWithTheme(
      <SanityImage image={{ alt: 'Sin archivo' }} sizes="100vw" />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
