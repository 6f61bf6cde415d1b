import styled, { css } from 'styled-components'
import { focusRing } from '../../styles/focus-ring'

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.navy};
  }

  > p {
    margin-top: -${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }

  @media ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
  }
`

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`

export const FieldBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > label,
  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const control = css`
  width: 100%;
  min-height: 2.875rem;
  padding: ${({ theme }) => `0.625rem ${theme.space.sm}`};
  border: 1.5px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.white};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.navy};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.redDeep};
    background: #fff5f6;
  }
`

export const Input = styled.input`
  ${control}
`

export const Select = styled.select`
  ${control}
`

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`

export const PhoneInput = styled.div`
  display: flex;
  align-items: stretch;

  > span {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1.5px solid ${({ theme }) => theme.colors.muted};
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
  }

  > input {
    border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`};
  }
`

export const ChoiceGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

export const CountryChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 3rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  img {
    width: 40px;
    height: auto;
    border-radius: 3px;
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.navy};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
  }

  &:has(input:focus-visible) {
    ${focusRing}
    outline-offset: 2px;
  }
`

export const TermsRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

export const Checkbox = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.15rem;
  accent-color: ${({ theme }) => theme.colors.navy};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.redDeep};
`

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`

export const SubmitButton = styled.button`
  min-width: 10rem;
  padding: ${({ theme }) => `0.8rem ${theme.space.xl}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.red};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.redDeep};
    /* Only the hover eases in: a button the terms box enables turns red at once, never white text
       on a fading grey. */
    transition: background-color ${({ theme }) => theme.motion.fast};
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: 3px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
`

export const Notice = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.whatsappDeep : theme.colors.redDeep)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ $tone }) => ($tone === 'success' ? '#eaf7ef' : '#fdecee')};

  a {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
