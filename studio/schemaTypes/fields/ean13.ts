/** True for 13 digits whose last one is the GS1 check digit of the first 12 (weights 1 and 3). */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false
  const sum = [...code.slice(0, 12)].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  )
  return (10 - (sum % 10)) % 10 === Number(code[12])
}
