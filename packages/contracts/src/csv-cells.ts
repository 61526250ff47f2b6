/**
 * A cell as spreadsheet programs will read it: quoted when needed, and a leading = + - @ (or tab / CR) is
 * prefixed with ' so an exported value can never run as a formula (CSV injection); the import takes that ' off
 * again. One writer for the server's exports and the web app's files (an import's refused rows).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
