import { useLocation } from 'react-router'
import styled from 'styled-components'
import { siteBase } from '../../lib/sanity/env'
import { previewExitHref } from '../../lib/sanity/preview-mode'
import { usePreviewing } from './use-previewing'

/** Tells an editor the page shows unpublished drafts, and how to leave. */
export function PreviewBanner() {
  const previewing = usePreviewing()
  const { pathname, search } = useLocation()
  if (!previewing) return null
  const sitePath = `${siteBase}${pathname.replace(/^\//, '')}${search}`
  return (
    <Banner aria-label="Vista previa de borradores">
      <strong>Vista previa de borradores</strong>
      <span>Ves los cambios sin publicar tal como quedarán en el sitio.</span>
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
