import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import styled, { css } from 'styled-components'
import { notReadyYet } from '../styles/not-ready-yet'
import { VisuallyHidden } from './visually-hidden'

/**
 * How a carousel's round buttons look: `floating` over or under slides (home page), `outlined`
 * beside the cards (product page).
 */
export type CarouselButtonLook = 'floating' | 'outlined'

type RotationButtonProps = {
  playing: boolean
  controls: string
  pauseLabel: string
  playLabel: string
  onToggle: () => void
  /** False while the carousel's code has not taken it over: shown as not ready yet. */
  ready?: boolean
}

/** The APG rotation control: first in the carousel, its name says what pressing it does. */
export function RotationButton({
  playing,
  controls,
  pauseLabel,
  playLabel,
  onToggle,
  ready = true,
}: RotationButtonProps) {
  return (
    <RoundButton
      type="button"
      aria-controls={controls}
      disabled={!ready}
      onClick={onToggle}
      $look="floating"
    >
      {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
      <VisuallyHidden>{playing ? pauseLabel : playLabel}</VisuallyHidden>
    </RoundButton>
  )
}

type StepButtonProps = {
  direction: 'previous' | 'next'
  label: string
  controls: string
  onStep: () => void
  /** False while the carousel's code has not taken it over: shown as not ready yet. */
  ready?: boolean
  look?: CarouselButtonLook
}

/** Moves a carousel one step back or forward. */
export function StepButton({
  direction,
  label,
  controls,
  onStep,
  ready = true,
  look = 'floating',
}: StepButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <RoundButton
      type="button"
      aria-controls={controls}
      disabled={!ready}
      onClick={onStep}
      $look={look}
    >
      <Icon aria-hidden size={look === 'floating' ? 22 : 24} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </RoundButton>
  )
}

const looks = {
  floating: css`
    border: 0;
    background: rgba(255, 255, 255, 0.92);
    box-shadow: ${({ theme }) => theme.shadows.card};
  `,
  outlined: css`
    border: 2px solid ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.white};

    @media ${({ theme }) => theme.media.small} {
      width: 2.25rem;
      height: 2.25rem;
    }
  `,
}

const RoundButton = styled.button<{ $look: CarouselButtonLook }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  ${({ $look }) => looks[$look]}

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }

  ${notReadyYet}
`
