import { Link } from 'react-router'
import styled from 'styled-components'
import type { Product } from './product'

/** Where the product sits in the site: Inicio › its category › the product. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  return (
    <nav aria-label="Ruta de navegación">
      <Trail>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        <li>
          <Link to={`/${product.category.slug}`}>{product.category.title}</Link>
        </li>
        <li aria-current="page">{product.title}</li>
      </Trail>
    </nav>
  )
}

// One line whatever the font: a long product name ends in an ellipsis (the heading below shows it
// whole), so the page never moves when the brand font arrives.
const Trail = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  li {
    flex: none;
    white-space: nowrap;
  }

  li[aria-current] {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.muted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.navySoft};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.red};
  }
`
