export interface PortableTextSpan {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface PortableTextBlock {
  _type: 'block'
  _key: string
  style: 'normal' | 'h3'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: []
  children: PortableTextSpan[]
}
