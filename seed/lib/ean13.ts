/** Check digit of an EAN-13 code from its first 12 digits (GS1 modulo-10, weights 1 and 3). */
export function ean13CheckDigit(first12Digits: string): number {
  if (!/^\d{12}$/.test(first12Digits)) {
    throw new Error(`An EAN-13 check digit needs exactly 12 digits, got '${first12Digits}'`)
  }
  const sum = [...first12Digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  )
  return (10 - (sum % 10)) % 10
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code.slice(12))
}

/**
 * Prefix 290 is in GS1's restricted-circulation range (200-299), so a made-up sample code can
 * never be mistaken for a real retail product's barcode.
 */
const SAMPLE_PREFIX = '2900100'

export function sampleEan13(itemNumber: number): string {
  if (!Number.isInteger(itemNumber) || itemNumber < 1 || itemNumber > 99_999) {
    throw new Error(
      `A sample EAN-13 item number must be an integer from 1 to 99999, got ${itemNumber}`,
    )
  }
  const first12 = SAMPLE_PREFIX + String(itemNumber).padStart(5, '0')
  return first12 + String(ean13CheckDigit(first12))
}
