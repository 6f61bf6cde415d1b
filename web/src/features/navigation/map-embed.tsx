import { useRef, useState } from 'react'
import styled from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'
import { useInView } from '../../hooks/use-in-view'
import { isOffline } from '../../lib/sanity/env'
import { useAppStarted } from '../../lib/use-app-started'
import { focusRing } from '../../styles/focus-ring'
// A file rather than a data URL in every page's footer: fetched only once the footer shows.
import mapPicture from './map-picture.svg?no-inline'

type MapEmbedProps = {
  src: string
  title: string
  /** The place on Google Maps, opened in a new tab from the picture. */
  placeUrl: string
  /** Shows a picture of the map until asked for the real one (offline there is no Google Maps). */
  pictureFirst?: boolean
}

// Start loading a little before the map scrolls into view, so it is ready when it arrives.
const loadMargin = '300px'

/**
 * The footer map: no map bytes are fetched until the visitor scrolls near it. Offline (no Sanity
 * project: `npm start`, the tests) the machine may have no Internet, where Google's map would be
 * an empty box: a drawn map with a link to the place shows instead, and a button brings the real
 * one.
 */
export function MapEmbed({ src, title, placeUrl, pictureFirst = isOffline }: MapEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const isNear = useInView(frameRef, { rootMargin: loadMargin, once: true })
  const [interactive, setInteractive] = useState(!pictureFirst)
  const appStarted = useAppStarted()

  return (
    <Frame ref={frameRef} data-testid="map-embed">
      {!interactive ? (
        <Picture>
          <NewTabLink href={placeUrl}>
            <img src={mapPicture} alt="" width={320} height={200} loading="lazy" />
            <span>Ver la ubicación en Google Maps</span>
          </NewTabLink>
          <button type="button" disabled={!appStarted} onClick={() => setInteractive(true)}>
            Cargar el mapa interactivo
          </button>
        </Picture>
      ) : isNear ? (
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
  position: relative;
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

const Picture = styled.div`
  position: absolute;
  inset: 0;

  a {
    display: block;
    height: 100%;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 600;
    text-decoration: underline;
  }

  a:focus-visible,
  button:focus-visible {
    ${focusRing}
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  a > span:first-of-type {
    position: absolute;
    left: 0.5rem;
    bottom: 0.5rem;
    padding: 0.25rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(255, 255, 255, 0.92);
  }

  button {
    position: absolute;
    right: 0.5rem;
    top: 0.5rem;
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    color: #fff;
    background: ${({ theme }) => theme.colors.navy};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }

  button:disabled {
    cursor: progress;
  }
`
