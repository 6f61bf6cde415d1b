/**
 * CSV as Excel opens it in Spanish-speaking countries: UTF-8 with a byte order mark (or Excel
 * reads the accents wrongly), semicolons between cells (Excel's list separator where the decimal
 * separator is a comma, as in Colombia), CRLF between rows.
 */
export const CSV_SEPARATOR = ';'
const BYTE_ORDER_MARK = '\uFEFF'

/**
 * One cell: quoted when it holds a quote, a separator or a line break; and a text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";,\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const line = (cells: readonly (string | number | null | undefined)[]) =>
    cells.map(csvCell).join(CSV_SEPARATOR)
  return BYTE_ORDER_MARK + [line(header), ...rows.map(line)].join('\r\n') + '\r\n'
}
