import { csvLine, type TImportProblem, type TImportRefusal } from '@amc/contracts';

/**
 * The refused rows as a file to fix and import again: the file's own header with a last column naming the
 * problems, then each refused row's cells as they were read with its problems (translated by `describe`) joined
 * by "; ". A row shorter than the header is padded so its problems stay in their column; cells past the header
 * (a row with too many cells) follow them, so nothing of the row is lost. A byte order mark makes spreadsheet
 * programs read the UTF-8 correctly, as in the server's exports.
 */
export function buildProblemsCsv(
  headers: readonly string[],
  refusals: readonly TImportRefusal[],
  problemHeader: string,
  describe: (problem: TImportProblem) => string,
): string {
  const lines = [csvLine([...headers, problemHeader])];
  for (const refusal of refusals) {
    const cells = headers.map((_, index) => refusal.cells[index] ?? '');
    const extra = refusal.cells.slice(headers.length);
    lines.push(csvLine([...cells, refusal.problems.map(describe).join('; '), ...extra]));
  }
  return `\uFEFF${lines.join('')}`;
}

/** "customers.xlsx" → "customers-problems.csv". */
export function problemsFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'import';
  return `${base}-problems.csv`;
}
