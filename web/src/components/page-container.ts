import styled from 'styled-components'

/** Centres a page's content at the site's reading width, with the side gutters. */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutter} 0`};
`
