import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import type { SanityImageValue } from '../../lib/sanity/image'
import { useAppStarted } from '../../lib/use-app-started'
import { currentZoomPercent } from './image-zoom'
import { useImageZoom } from './use-image-zoom'

const imageSizes = '(max-width: 560px) 100vw, 34rem'

/** The product's main picture, which the visitor can zoom into by pointing at it or tapping it. */
export function ZoomableImage({ image }: { image: SanityImageValue }) {
  const { zoom, handlers } = useImageZoom()
  // Zooming needs the app: until it runs, the pointer says it is not ready yet.
  const appStarted = useAppStarted()
  return (
    <Frame $zoomed={zoom.active} $ready={appStarted} {...handlers}>
      <SanityImage
        image={image}
        sizes={imageSizes}
        aspectRatio={1}
        priority
        style={{
          transform: `scale(${currentZoomPercent(zoom) / 100})`,
          transformOrigin: `${zoom.x}% ${zoom.y}%`,
        }}
      />
    </Frame>
  )
}

const Frame = styled.div<{ $zoomed: boolean; $ready: boolean }>`
  overflow: hidden;
  aspect-ratio: 1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: radial-gradient(
    circle at 50% 40%,
    ${({ theme }) => theme.colors.white},
    ${({ theme }) => theme.colors.surface} 70%
  );
  cursor: ${({ $ready }) => ($ready ? 'crosshair' : 'progress')};
  /* Zoomed, a finger pans the picture; otherwise it scrolls the page as usual. */
  touch-action: ${({ $zoomed }) => ($zoomed ? 'none' : 'pan-x pan-y pinch-zoom')};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
    user-select: none;
    -webkit-user-drag: none;
    pointer-events: none;
  }

  @media ${({ theme }) => theme.media.reducedMotion} {
    img {
      transition: none;
    }
  }
`
