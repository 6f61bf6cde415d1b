import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkEditableContext, type MarkEditable } from '../../lib/sanity/edit-attributes'
import type { SanityImageValue } from '../../lib/sanity/image'
import { renderWithTheme } from '../../testing/render-with-theme'
import { ContactBanner } from './contact-banner'

const settings = { _id: 'siteSettings', _type: 'siteSettings' }
const image: SanityImageValue = {
  asset: {
    _id: 'image-0123456789abcdef0123456789abcdef01234567-800x600-png',
    metadata: { dimensions: { width: 800, height: 600 } },
  },
  alt: 'Productos Rehoboth',
}
// Preview's marks name the document and the field; which encoding is features/preview's business.
const markEditable: MarkEditable = (document, field) => `${document._id}:${String(field)}`

function banner() {
  return (
    <ContactBanner
      settings={settings}
      landline="(601) 555 0101"
      mobile="300 555 0101"
      email="servicio@example.com"
      image={image}
    />
  )
}

describe('ContactBanner', () => {
  it('in preview, marks the lines, the e-mail and the image as the site settings’ fields', () => {
    renderWithTheme(<MarkEditableContext value={markEditable}>{banner()}</MarkEditableContext>)
    const mark = (text: string) => screen.getByText(text).closest('[data-sanity]')
    expect(mark('(601) 555 0101')).toHaveAttribute('data-sanity', 'siteSettings:landline')
    expect(mark('300 555 0101')).toHaveAttribute('data-sanity', 'siteSettings:mobile')
    expect(mark('servicio@example.com')).toHaveAttribute(
      'data-sanity',
      'siteSettings:customerServiceEmail',
    )
    expect(screen.getByRole('img', { name: 'Productos Rehoboth' }).parentElement).toHaveAttribute(
      'data-sanity',
      'siteSettings:contactBanner',
    )
  })

  it('for visitors, carries no marks', () => {
    const { container } = renderWithTheme(banner())
    expect(container.querySelector('[data-sanity]')).toBeNull()
  })
})
