import { Link } from 'react-router'
import styled, { css } from 'styled-components'

type ButtonVariant = { $variant?: 'primary' | 'secondary' }

const buttonStyles = css<ButtonVariant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.75rem ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.navy : theme.colors.white)};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.colors.white : theme.colors.navy};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navySoft};
  }
`

/** A link to another page of the site, drawn as a button. */
export const ButtonLink = styled(Link)<ButtonVariant>`
  ${buttonStyles}
`

export const Button = styled.button<ButtonVariant>`
  ${buttonStyles}
`
