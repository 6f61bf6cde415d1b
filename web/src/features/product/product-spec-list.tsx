import styled from 'styled-components'
import type { SpecRow } from './product'

/** The striped label/value rows of the product's specification. */
export function ProductSpecList({ rows }: { rows: SpecRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row._key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Row>
      ))}
    </List>
  )
}

const List = styled.dl`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 40%) 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  &:nth-child(odd) {
    background: ${({ theme }) => theme.colors.surface};
  }

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.navy};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
