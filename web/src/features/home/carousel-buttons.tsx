import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import styled from 'styled-components'
import { notReadyYet } from '../../styles/not-ready-yet'

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
    <RoundButton type="button" aria-controls={controls} disabled={!ready} onClick={onToggle}>
      {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
      <span className="label">{playing ? pauseLabel : playLabel}</span>
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
}

export function StepButton({ direction, label, controls, onStep, ready = true }: StepButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <RoundButton type="button" aria-controls={controls} disabled={!ready} onClick={onStep}>
      <Icon aria-hidden size={22} />
      <span className="label">{label}</span>
    </RoundButton>
  )
}

const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.navy};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }

  ${notReadyYet}

  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`
