import { describe, expect, it } from 'vitest'
import { isValidEmail } from './contact-rules'

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.maria+ventas@correo.example.co', 'A_B@sub.dominio.mx'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  )

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@example.c0',
    'ana example@example.com',
    'ana@@example.com',
    'ana@-example.com',
    '<ana>@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))
})
