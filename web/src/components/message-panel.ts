import styled from 'styled-components'

/** A centred block with a heading, a short explanation and what to do next. */
export const MessagePanel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`
