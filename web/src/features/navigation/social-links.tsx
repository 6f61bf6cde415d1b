import type { ComponentType } from 'react'
import styled from 'styled-components'
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  YouTubeIcon,
} from '../../components/social-icons'
import { NewTabLink } from '../../components/new-tab-link'
import type { EditAttributes } from '../../lib/sanity/edit-attributes'
import type { SocialNetwork } from './site-navigation'

const icons: Record<SocialNetwork['name'], ComponentType<{ size?: number }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
}

/**
 * Social icons: a network with an address is a link, one without is shown but leads nowhere.
 * In preview, `marks` name the settings' field for the Studio's overlays.
 */
export function SocialLinks({
  networks,
  ...marks
}: { networks: SocialNetwork[] } & EditAttributes) {
  return (
    <List {...marks}>
      {networks.map(({ name, url }) => {
        const Icon = icons[name]
        return (
          <li key={name}>
            {url ? (
              <IconLink href={url} aria-label={name}>
                <Icon size={22} />
              </IconLink>
            ) : (
              <IconBadge role="img" aria-label={name}>
                <Icon size={22} />
              </IconBadge>
            )}
          </li>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const IconLink = styled(NewTabLink)`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.white};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.yellow};
  }
`

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navySoft};
`
