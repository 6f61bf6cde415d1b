import { FileText } from 'lucide-react'
import styled from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'
import { SanityImage } from '../../components/sanity-image'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { CatalogueBannerContent } from './home-content'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

type CatalogueBannerProps = {
  homePage: EditedDocument
  banner: CatalogueBannerContent
  /** The catalogue PDF from siteSettings, opened in a new tab. */
  pdfUrl: string
}

export function CatalogueBanner({ homePage, banner, pdfUrl }: CatalogueBannerProps) {
  const editable = useEditAttributes()
  return (
    <Banner {...editable(homePage, 'catalogueBanner')}>
      <SanityImage image={banner.image} sizes="(max-width: 480px) 100vw, 880px" alt="" />
      <Content>
        {banner.heading && (
          <h2 {...editable(homePage, 'catalogueBanner.heading')}>{banner.heading}</h2>
        )}
        {banner.text && <p {...editable(homePage, 'catalogueBanner.text')}>{banner.text}</p>}
        <PdfLink href={pdfUrl}>
          <FileText aria-hidden size={20} />
          {banner.buttonText ?? 'Ver catálogo'}
        </PdfLink>
      </Content>
    </Banner>
  )
}

const Banner = styled.section`
  ${belowTheFirstScreen('20rem')}
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 40%);
  margin-top: ${({ theme }) => theme.space.xxxl};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navyDeep},
    ${({ theme }) => theme.colors.navySoft}
  );
  box-shadow: ${({ theme }) => theme.shadows.card};

  > img {
    order: 2;
    width: 100%;
    height: 100%;
    min-height: 17rem;
    object-fit: cover;
    object-position: right center;
  }

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: minmax(0, 1fr);

    > img {
      order: 0;
      min-height: 0;
      aspect-ratio: 16 / 10;
    }
  }
`

const Content = styled.div`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} clamp(1.25rem, 4vw, 3rem)`};
  color: ${({ theme }) => theme.colors.white};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.white};
  }
`

const PdfLink = styled(NewTabLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.75rem ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.navyDeep};
  background: ${({ theme }) => theme.colors.yellow};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.white};
  }
`
