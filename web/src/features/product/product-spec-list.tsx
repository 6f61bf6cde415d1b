import styled from 'styled-components'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { SpecRow } from './product'

type ProductSpecListProps = { product: EditedDocument; rows: SpecRow[] }

/** The striped label/value rows of the product's specification. */
export function ProductSpecList({ product, rows }: ProductSpecListProps) {
  const editable = useEditAttributes()
  return (
    <List>
      {rows.map((row) => (
        <Row key={row._key}>
          <dt {...editable(product, ['specs', { _key: row._key }, 'label'])}>{row.label}</dt>
          <dd {...editable(product, ['specs', { _key: row._key }, 'value'])}>{row.value}</dd>
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
