import { CreditCard } from 'lucide-react'
import styled from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'

export function PaymentLink({ href }: { href: string }) {
  return (
    <PaymentButton href={href}>
      <CreditCard size={18} aria-hidden="true" />
      Pagos en línea
    </PaymentButton>
  )
}

const PaymentButton = styled(NewTabLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.625rem ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.red};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.redDeep};
  }
`
