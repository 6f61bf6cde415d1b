import { BadgeCheck, FlaskConical, Leaf, SprayCan, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import styled from 'styled-components'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { Advantage } from './home-content'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

const icons: Record<Advantage['icon'], LucideIcon> = {
  formula: FlaskConical,
  eco: Leaf,
  easy: SprayCan,
  quality: BadgeCheck,
}

/** '¿Por qué elegirnos?': what sets the brand's products apart. */
type AdvantagesProps = { homePage: EditedDocument; advantages: Advantage[] }

export function Advantages({ homePage, advantages }: AdvantagesProps) {
  const headingId = useId()
  const editable = useEditAttributes()
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>¿Por qué elegirnos?</h2>
      <List>
        {advantages.map(({ _key, title, description, icon }) => {
          const Icon = icons[icon]
          return (
            <li key={_key} {...editable(homePage, ['advantages', { _key }])}>
              <IconBadge>
                <Icon aria-hidden size={28} />
              </IconBadge>
              <h3 {...editable(homePage, ['advantages', { _key }, 'title'])}>{title}</h3>
              {description && (
                <p {...editable(homePage, ['advantages', { _key }, 'description'])}>
                  {description}
                </p>
              )}
            </li>
          )
        })}
      </List>
    </Section>
  )
}

const Section = styled.section`
  ${belowTheFirstScreen('36rem')}
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} clamp(1rem, 4vw, 3rem)`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  > h2 {
    margin-bottom: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    text-align: center;
    color: ${({ theme }) => theme.colors.navy};
  }
`

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: ${({ theme }) => theme.space.xs};
    text-align: center;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.white};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy},
    ${({ theme }) => theme.colors.navySoft}
  );
  box-shadow: 0 0 0 6px rgba(215, 38, 61, 0.12);
`
