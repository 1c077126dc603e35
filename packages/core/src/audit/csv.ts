/**
 * CSV as RFC 4180 (CRLF lines, fields quoted when they hold a comma, quote or line break, quotes
 * doubled). A cell that starts with = + - @ tab or CR would run as a formula in a spreadsheet, so
 * it is neutralised with a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
