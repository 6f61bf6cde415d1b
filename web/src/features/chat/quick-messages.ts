export const quickMessages = [
  { label: 'Info', text: 'Hola, quiero más información' },
  { label: 'Ubicación', text: '¿Dónde están ubicados?' },
] as const
