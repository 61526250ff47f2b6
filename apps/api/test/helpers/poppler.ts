import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF's text as poppler reads it (pdftotext -raw, from poppler-utils), with the bidi marks it adds around a
 * right-to-left run left out. Poppler honours the replacement text lib/documents/pdf-text.ts gives runs whose glyphs
 * cannot name their letters (Arabic built of dotless letters and dots, Indic vowel signs drawn first); pdf.js, behind
 * pdf-parse, does not, so a test that reads non-Latin letters back uses this.
 */
export function popplerText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'amc-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(
      /[\u202a-\u202e]/g,
      '',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The QR codes printed on a PDF's pages, decoded: each page rendered to PNG by poppler (pdftoppm, 150 dpi) and read
 * by jsQR, as a phone's camera would read the printed page. One code a page at most.
 */
export function readQrCodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'amc-qr-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .flatMap((name) => {
        const image = PNG.sync.read(readFileSync(join(dir, name)));
        const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
        return code ? [code.data] : [];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
