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

  it('cuts the image to the asked ratio and takes a caller’s alt text', () => {
    renderWithTheme(<SanityImage image={headlightRestorer} sizes="100vw" aspectRatio={2} alt="" />)
    const image = screen.getByRole('presentation')
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '400')
  })

  it('draws nothing for an image without an asset', () => {
    const { container } = renderWithTheme(
      <SanityImage image={{ alt: 'Sin archivo' }} sizes="100vw" />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
