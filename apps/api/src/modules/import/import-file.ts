import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { MSG, type TImportProblem } from '@amc/contracts';
import { AppError } from '../../lib/kernel/app-error';

/**
 * Reading an imported file, row by row and never whole: CSV through csv-parse, .xlsx through exceljs's streaming
 * reader (the first worksheet). Both maintained libraries; the npm `xlsx` 0.18.5 is not (issue 26).
 */

export type TFileFormat = 'csv' | 'xlsx';

/** A row as read: its number in the file (the header is row 1), its cells as text, and cells it could not take. */
export type TFileRow = { row: number; cells: string[]; problems: TImportProblem[] };

const SNIFF_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the file holds, by its content and never its name: an .xlsx is a zip; a CSV is text (no NUL byte in its
 * first 64 KB). A renamed program, an image or an old .xls is neither, and is refused before any row is read.
 */
export async function sniffFormat(path: string): Promise<{ format: TFileFormat; encoding: string }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { format: 'xlsx', encoding: 'utf-8' };
    if (!bytesRead || head.includes(0)) throw new AppError('BAD_INPUT', MSG.importFileKind);
    return { format: 'csv', encoding: isUtf8(head, bytesRead === SNIFF_BYTES) ? 'utf-8' : 'windows-1252' };
  } finally {
    await handle.close();
  }
}

/** UTF-8 unless it cannot be: spreadsheet programs on Windows save CSV in the system's code page. */
function isUtf8(head: Buffer, truncated: boolean): boolean {
  // A character cut at the end of the sample is not a fault of the file.
  const sample = truncated ? head.subarray(0, head.length - 4) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/**
 * The export's guard against formulas (lib/documents/csv.ts puts ' before = + - @) taken off again: a round trip is
 * exact.
 */
const cleanCell = (text: string) => {
  const trimmed = text.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

/** The separator of the header line: Excel in much of Europe saves CSV with ; and some programs with tabs. */
function delimiterOf(firstLine: string): string {
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, outside.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function firstLineOf(path: string, encoding: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead)).split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
}

function decoder(encoding: string): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

async function* csvRows(path: string, encoding: string): AsyncGenerator<TFileRow> {
  const parser = createReadStream(path)
    .pipe(decoder(encoding))
    .pipe(
      parseCsv({
        bom: true,
        delimiter: delimiterOf(await firstLineOf(path, encoding)),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
      }),
    );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record.map(cleanCell), problems: [] };
  }
}

type TExcelCell = ExcelJS.CellValue;

/** An Excel cell as the text a CSV of it would hold; a formula is refused, as its value may not be what shows. */
function excelText(value: TExcelCell): string | { formula: true } {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function* xlsxRows(path: string): AsyncGenerator<TFileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let header: string[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as TExcelCell[]).slice(1);
      const cells: string[] = [];
      const problems: TImportProblem[] = [];
      values.forEach((value, index) => {
        const text = excelText(value);
        if (typeof text === 'string') cells[index] = cleanCell(text);
        else {
          cells[index] = '';
          problems.push({ column: header[index] ?? null, message: MSG.importFormula });
        }
      });
      for (let i = 0; i < cells.length; i += 1) cells[i] ??= '';
      if (row.number === 1) header = cells;
      yield { row: row.number, cells, problems };
    }
    // The first worksheet only: a workbook's other sheets are notes, totals, lists of values.
    break;
  }
}

/** The file's rows, the header first; rows with no cell filled are passed over (an xlsx's formatted blank rows). */
export async function* readRows(
  path: string,
  format: TFileFormat,
  encoding = 'utf-8',
): AsyncGenerator<TFileRow> {
  const rows = format === 'csv' ? csvRows(path, encoding) : xlsxRows(path);
  for await (const row of rows) {
    if (row.row === 1 || row.cells.some(Boolean) || row.problems.length) yield row;
  }
}

/** The header row, or a 400 when the file has none; an unreadable file is refused as not a CSV or .xlsx. */
export async function readHeader(path: string, format: TFileFormat, encoding: string): Promise<string[]> {
  try {
    for await (const first of readRows(path, format, encoding)) {
      const headers = first.cells.map((cell) => cell.trim());
      while (headers.length && !headers.at(-1)) headers.pop();
      if (!headers.some(Boolean)) break;
      return headers;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_INPUT', MSG.importFileKind);
  }
  throw new AppError('BAD_INPUT', MSG.importNoHeader);
}
