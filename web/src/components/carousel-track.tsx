import { Link } from 'react-router'
import styled, { useTheme } from 'styled-components'
import { useMediaQuery } from '../hooks/use-media-query'
import { carouselSlideMs, itemsPerView } from '../lib/carousel'

// The sliding track the featured and product-page carousels share. The track's `--position` (a
// style property) is how many items it is moved by.

/** Items in view in this window; the prerendered page assumes a wide one. */
export function useItemsPerView(): number {
  return itemsPerView(useMediaQuery(useTheme().media.menu))
}

export const CarouselViewport = styled.div`
  overflow: hidden;
`

// A CSS transition rather than a carousel library's spring: the slide must take exactly 0.8 s.
export const CarouselTrack = styled.div<{ $animated: boolean }>`
  --per-view: ${itemsPerView(false)};
  display: flex;
  transform: translateX(calc(var(--position) * -100% / var(--per-view)));
  transition: ${({ $animated, theme }) =>
    $animated ? `transform ${carouselSlideMs}ms ${theme.motion.easing}` : 'none'};

  @media ${({ theme }) => theme.media.menu} {
    --per-view: ${itemsPerView(true)};
  }

  @media ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

export const CarouselItem = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs};
`

/** A product in a carousel: its picture and name, linking to its page. */
export const CarouselCard = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.white};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};

  img {
    width: 100%;
    max-width: 280px;
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.card};
    transform: translateY(-2px);
  }
`
