import { useRef } from 'react'
import styled from 'styled-components'
import { useInView } from '../../hooks/use-in-view'
import { focusRing } from '../../styles/focus-ring'

type MapEmbedProps = {
  src: string
  title: string
}

// Start loading a little before the map scrolls into view, so it is ready when it arrives.
const loadMargin = '300px'

/** The footer map: no map bytes are fetched until the visitor scrolls near it. */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const isNear = useInView(frameRef, { rootMargin: loadMargin, once: true })

  return (
    <Frame ref={frameRef} data-testid="map-embed">
      {isNear ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <noscript>
          <iframe src={src} title={title} loading="lazy" />
        </noscript>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  aspect-ratio: 16 / 10;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navySoft};

  /* Keyboard focus inside the map is in the map's own page: its frame shows where focus is. */
  &:focus-within {
    ${focusRing}
    outline-offset: 2px;
  }

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`
