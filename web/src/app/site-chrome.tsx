import type { ReactNode } from 'react'
import { ScrollRestoration } from 'react-router'
import styled from 'styled-components'
import { deferredSection } from '../components/deferred-section'
import { useQuickMessages } from '../features/chat/use-quick-messages'
import { WhatsAppChat } from '../features/chat/whatsapp-chat'
import { SiteHeader } from '../features/navigation/site-header'
import type { SiteNavigation } from '../features/navigation/site-navigation'

const SiteFooter = deferredSection(() =>
  import('../features/navigation/site-footer').then((module) => module.SiteFooter),
)

type SiteChromeProps = {
  navigation: SiteNavigation
  whatsAppNumber: string | undefined
  children: ReactNode
}

/** What every page shares: header, footer, the WhatsApp chat and scroll handling between pages. */
export function SiteChrome({ navigation, whatsAppNumber, children }: SiteChromeProps) {
  const quickMessages = useQuickMessages()
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <SiteHeader navigation={navigation} />
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter navigation={navigation} />
      {whatsAppNumber && (
        <WhatsAppChat phoneNumber={whatsAppNumber} quickMessages={quickMessages} />
      )}
      <ScrollRestoration />
    </>
  )
}

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navy};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`

const Main = styled.main`
  display: block;
  min-height: 50vh;

  &:focus {
    outline: none;
  }
`
