import { useLocation } from 'react-router'
import type { ClientPerspective } from '@sanity/client'
import styled from 'styled-components'
import { siteBase } from '../../lib/sanity/env'
import { previewExitHref } from '../../lib/sanity/preview-mode'
import { usePreviewing } from './use-previewing'

/** What the Studio shows the page in: 'drafts', 'published' or a stack of releases. */
export type ShownPerspective = ClientPerspective

export type BannerProps = {
  /** As the Studio last said; undefined until it has (or outside the Studio). */
  perspective?: ShownPerspective | undefined
}

const shown = {
  drafts: {
    name: 'Vista previa de borradores',
    text: 'Ves los cambios sin publicar tal como quedarán en el sitio.',
  },
  published: {
    name: 'Vista previa de lo publicado',
    text: 'Ves el sitio tal como lo ven los visitantes, sin los cambios sin publicar.',
  },
} as const

/**
 * Tells an editor what the page shows, drafts or what is published, and how to leave. A preview
 * link shows drafts; inside the Studio the page shows what the Studio's switch says, so the banner
 * waits for it rather than guess.
 */
export function PreviewBanner({ perspective }: BannerProps) {
  const previewing = usePreviewing()
  const { pathname, search } = useLocation()
  const insideStudio = window.parent !== window
  const showing = perspective ?? (insideStudio ? undefined : 'drafts')
  if (!previewing || showing === undefined) return null
  const { name, text } = showing === 'published' ? shown.published : shown.drafts
  const sitePath = `${siteBase}${pathname.replace(/^\//, '')}${search}`
  return (
    <Banner aria-label={name} data-perspective={showing === 'published' ? 'published' : 'drafts'}>
      <strong>{name}</strong>
      <span>{text}</span>
      <a href={previewExitHref(sitePath)}>Salir de la vista previa</a>
    </Banner>
  )
}

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.layout.gutter}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.navyDeep};
  background: ${({ theme }) => theme.colors.yellow};

  &[data-perspective='published'] {
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: inherit;
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.navyDeep};
    outline-offset: 2px;
  }
`
