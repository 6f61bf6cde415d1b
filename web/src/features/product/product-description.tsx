import { PortableText, type PortableTextComponents } from '@portabletext/react'
import styled from 'styled-components'
import type { Product } from './product'

const components: PortableTextComponents = {
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
}

/** The editors' rich text about the product: benefits, and for some products how to use them. */
export function ProductDescription({ blocks }: { blocks: NonNullable<Product['description']> }) {
  return (
    <Text>
      <PortableText value={blocks} components={components} />
    </Text>
  )
}

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  h3 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ul,
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  ul li::marker {
    color: ${({ theme }) => theme.colors.red};
  }

  ol li::marker {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.navy};
  }
`
