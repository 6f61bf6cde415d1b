import { Mail, Phone, Smartphone } from 'lucide-react'
import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { SanityImageValue } from '../../lib/sanity/image'
import { telHref } from '../../lib/tel-href'

type ContactBannerProps = {
  /** The site settings, which hold the lines, the e-mail and the image: named for the overlays. */
  settings: EditedDocument | null | undefined
  landline: string | null | undefined
  mobile: string | null | undefined
  email: string | null | undefined
  image: SanityImageValue | null | undefined
}

/** The page's banner: the service lines and e-mail, ready to call or write, and the product image. */
export function ContactBanner({ settings, landline, mobile, email, image }: ContactBannerProps) {
  const editable = useEditAttributes()
  return (
    <Banner $withImage={Boolean(image?.asset)}>
      <div>
        <h1>Contáctanos</h1>
        <p>Escríbenos o llámanos: con gusto te asesoramos y te enviamos tu cotización.</p>
        <Lines>
          {landline && (
            <li {...editable(settings, 'landline')}>
              <Phone aria-hidden="true" size={20} />
              <span>Línea fija</span>
              <a href={telHref(landline)}>{landline}</a>
            </li>
          )}
          {mobile && (
            <li {...editable(settings, 'mobile')}>
              <Smartphone aria-hidden="true" size={20} />
              <span>Celular</span>
              <a href={telHref(mobile)}>{mobile}</a>
            </li>
          )}
          {email && (
            <li {...editable(settings, 'customerServiceEmail')}>
              <Mail aria-hidden="true" size={20} />
              <span>Servicio al cliente</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
        </Lines>
      </div>
      {image?.asset && (
        <div {...editable(settings, 'contactBanner')}>
          {/* On phones the image spans the banner, inside the page's gutters and the banner's
              padding (about 5rem in all); 600 px is what a 412 px wide phone at 1.75x draws it with. */}
          <SanityImage
            image={image}
            sizes="(max-width: 768px) calc(100vw - 5rem), 560px"
            widths={[360, 600, 720, 1120]}
            priority
          />
        </div>
      )}
    </Banner>
  )
}

const Banner = styled.section<{ $withImage: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withImage }) =>
    $withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.white};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navyDeep},
    ${({ theme }) => theme.colors.navySoft}
  );

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    color: ${({ theme }) => theme.colors.white};
  }

  p {
    margin-top: ${({ theme }) => theme.space.sm};
    color: #dbe4f1;
  }

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  @media ${({ theme }) => theme.media.menu} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.lg};
  }
`

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }

  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.colors.yellow};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #dbe4f1;
  }

  a {
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.white};

    @media ${({ theme }) => theme.media.small} {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`
