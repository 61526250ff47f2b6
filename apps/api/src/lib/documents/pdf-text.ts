import bidiFactory from 'bidi-js';
import { isRtlLanguage } from '@amc/contracts';
import { fontFamiliesOf, loadFont, type TFontFamily, type TFontWeight } from './pdf-fonts';

const bidi = bidiFactory();

export type TTextStyle = { size: number; bold?: boolean; color?: string };
/** Where a line sits in its box: at the start of the document's reading direction (left, or right in RTL). */
export type TTextAlign = 'start' | 'end' | 'center';
export type TTextBox = { x: number; y: number; width: number; align?: TTextAlign };

/** One piece of a line in one font and one direction, ready to draw left to right. */
type TGlyphRun = {
  text: string;
  font: string;
  width: number;
  /** Where the run starts in the typed text. */
  first: number;
  /**
   * The run's letters for text extraction where its glyphs cannot say them: Noto's Arabic builds yeh, teh, noon
   * and beh from one dotless glyph and separate dots, and Indic scripts draw some vowel signs before their
   * consonant. A right-to-left run's in the order they are seen, because that is how poppler (pdftotext) places
   * a replacement text over its glyphs.
   */
  actual?: string;
};
type TLine = { runs: TGlyphRun[]; width: number; ascent: number; descent: number };

/**
 * Features for every layout call: any list, even empty (the font's defaults apply), makes pdfkit shape the string
 * as one run. Without it pdfkit lays out word by word and puts the words side by side in typing order, which
 * turns a right-to-left sentence around and drops the spaces between its words.
 */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

/** Scripts whose shaped glyphs stand in another order than the letters (a vowel sign drawn before its consonant). */
const REORDERED_SCRIPTS =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}]/u;

const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LETTER = /\p{L}/u;
const SPACE_ONLY = /^\s+$/u;

/**
 * Text for pdfkit in every script. pdfkit shapes a string with fontkit (joined Arabic letters, Indic conjuncts,
 * Thai marks) but knows neither fonts per script nor the Unicode bidirectional algorithm: an Arabic sentence
 * comes out word by word in the wrong order, and a Latin code inside it backwards. This lays text out itself:
 * breaks lines where the language allows (Intl.Segmenter, so Thai and Chinese break between words without
 * spaces), orders each line with bidi-js, cuts it into runs of one font and one direction, and draws the runs
 * left to right on a common baseline. A right-to-left document also mirrors the page: `x(offset, width)` counts
 * from the right margin, and `start` aligns right.
 */
export class PdfText {
  readonly rtl: boolean;
  private readonly registered = new Set<string>();
  private readonly words: Intl.Segmenter;
  private readonly graphemes: Intl.Segmenter;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    readonly language: string,
  ) {
    this.rtl = isRtlLanguage(language);
    this.words = new Intl.Segmenter(language, { granularity: 'word' });
    this.graphemes = new Intl.Segmenter(language, { granularity: 'grapheme' });
  }

  /** The page's x of a box `width` wide whose near edge is `offset` from the start margin. */
  x(offset: number, width: number): number {
    const { margins } = this.pdf.page;
    return this.rtl ? this.pdf.page.width - margins.right - offset - width : margins.left + offset;
  }

  /** The width between the margins. */
  get width(): number {
    const { margins } = this.pdf.page;
    return this.pdf.page.width - margins.left - margins.right;
  }

  /** How tall `text` is when written `width` wide. */
  heightOf(text: string, width: number, style: TTextStyle): number {
    return this.lines(text, width, style).reduce((sum, line) => sum + lineBox(line, style).height, 0);
  }

  /** How wide `text` is on one line. */
  widthOf(text: string, style: TTextStyle): number {
    return this.lines(text, Infinity, style).reduce((widest, line) => Math.max(widest, line.width), 0);
  }

  /** `text` cut to fit one line `width` wide, with an ellipsis where it was cut (a table cell of fixed height). */
  clip(text: string, width: number, style: TTextStyle): string {
    const flat = text.replace(/\s*\n\s*/g, ' ');
    if (this.widthOf(flat, style) <= width) return flat;
    const parts = [...this.graphemes.segment(flat)].map((g) => g.segment);
    let low = 0;
    let high = parts.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.widthOf(`${parts.slice(0, middle).join('').trimEnd()}…`, style) <= width) low = middle;
      else high = middle - 1;
    }
    return `${parts.slice(0, low).join('').trimEnd()}…`;
  }

  /** Writes `text` in the box, wrapping it to the box's width; answers the y under it. */
  write(text: string, box: TTextBox, style: TTextStyle): number {
    let y = box.y;
    const align = box.align ?? 'start';
    for (const line of this.lines(text, box.width, style)) {
      const free = box.width - line.width;
      const towardsLeft = (align === 'start') !== this.rtl;
      let x = box.x + (align === 'center' ? free / 2 : towardsLeft ? 0 : free);
      const { ascent, height } = lineBox(line, style);
      const baseline = y + ascent;
      // Placed left to right, written in reading order: a text extractor that follows the file reads the
      // line as it was typed.
      const placed = line.runs.map((run) => {
        const at = x;
        x += run.width;
        return { run, at };
      });
      placed.sort((a, b) => a.run.first - b.run.first);
      for (const { run, at } of placed) {
        if (run.actual) this.pdf.markContent('Span', { actual: run.actual });
        this.pdf
          .font(run.font)
          .fontSize(style.size)
          .fillColor(style.color ?? 'black')
          .text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', features: WHOLE_RUN });
        if (run.actual) this.pdf.endMarkedContent();
      }
      y += height;
    }
    this.pdf.fillColor('black');
    return y;
  }

  private useFont(family: TFontFamily, weight: TFontWeight, size: number) {
    const font = loadFont(family, weight);
    if (!this.registered.has(font.name)) {
      this.pdf.registerFont(font.name, font.bytes);
      this.registered.add(font.name);
    }
    this.pdf.font(font.name).fontSize(size);
    return font;
  }

  private lines(text: string, width: number, style: TTextStyle): TLine[] {
    return text.split(/\r?\n/).flatMap((paragraph) => this.paragraphLines(paragraph, width, style));
  }

  private paragraphLines(paragraph: string, width: number, style: TTextStyle): TLine[] {
    const weight: TFontWeight = style.bold ? 'bold' : 'regular';
    if (!paragraph.trim()) {
      const latin = this.useFont('latin', weight, style.size);
      return [{ runs: [], width: 0, ascent: latin.ascent * style.size, descent: latin.descent * style.size }];
    }
    const families = fontFamiliesOf(paragraph, this.language);
    // The paragraph's own direction from its first letter (like dir="auto"); left to right when it has none
    // (an amount, a phone number, a date), so "+91 20 1234" and "-₹500.00" keep their order in an RTL document.
    const embedding = bidi.getEmbeddingLevels(paragraph, LETTER.test(paragraph) ? undefined : 'ltr');
    const measure = (start: number, end: number) => {
      let sum = 0;
      for (const [from, to, family] of this.fontRuns(families, start, end)) {
        this.useFont(family, weight, style.size);
        sum += this.pdf.widthOfString(paragraph.slice(from, to), { features: WHOLE_RUN });
      }
      return sum;
    };
    const ranges = this.breakLines(paragraph, width, measure);
    return ranges.map(([start, end]) => this.orderLine(paragraph, families, embedding, start, end, style));
  }

  /** [start, end, family] of each stretch of one font family in [from, to). */
  private fontRuns(families: TFontFamily[], from: number, to: number): [number, number, TFontFamily][] {
    const runs: [number, number, TFontFamily][] = [];
    for (let i = from; i < to; i += 1) {
      const last = runs.at(-1);
      if (last && last[2] === families[i]) last[1] = i + 1;
      else runs.push([i, i + 1, families[i]!]);
    }
    return runs;
  }

  /**
   * Line ranges [start, end) of the paragraph: as many whole words as fit (a break after a space, or between
   * two words of a language written without spaces); a word wider than the line is cut between characters.
   */
  private breakLines(
    paragraph: string,
    width: number,
    measure: (start: number, end: number) => number,
  ): [number, number][] {
    const segments = [...this.words.segment(paragraph)];
    const pieces: [number, number][] = [];
    segments.forEach((segment, k) => {
      const previous = segments[k - 1];
      const breakable =
        !!previous &&
        !SPACE_ONLY.test(segment.segment) &&
        (SPACE_ONLY.test(previous.segment) || (!!previous.isWordLike && !!segment.isWordLike));
      const end = segment.index + segment.segment.length;
      if (breakable || pieces.length === 0) pieces.push([segment.index, end]);
      else pieces.at(-1)![1] = end;
    });

    const lines: [number, number][] = [];
    let line: [number, number] | null = null;
    let lineWidth = 0;
    const trimmedEnd = (start: number, end: number) => {
      while (end > start && /\s/u.test(paragraph[end - 1]!)) end -= 1;
      return end;
    };
    for (const [start, end] of pieces) {
      const inked = measure(start, trimmedEnd(start, end));
      if (line && lineWidth + inked <= width) {
        line[1] = end;
        lineWidth += measure(start, end);
        continue;
      }
      if (line) lines.push(line);
      if (inked <= width) {
        line = [start, end];
        lineWidth = measure(start, end);
        continue;
      }
      // Longer than a line: cut between characters (graphemes, so a letter keeps its marks).
      line = null;
      let cut = start;
      for (const { index, segment } of this.graphemes.segment(paragraph.slice(start, end))) {
        const at = start + index;
        if (at > cut && measure(cut, at + segment.length) > width) {
          lines.push([cut, at]);
          cut = at;
        }
      }
      line = [cut, end];
      lineWidth = measure(cut, end);
    }
    if (line) lines.push(line);
    return lines.map(([start, end]) => [start, trimmedEnd(start, end)] as [number, number]);
  }

  /** One line in the order it is seen, as runs of one font and one direction. */
  private orderLine(
    paragraph: string,
    families: TFontFamily[],
    embedding: ReturnType<typeof bidi.getEmbeddingLevels>,
    start: number,
    end: number,
    style: TTextStyle,
  ): TLine {
    const weight: TFontWeight = style.bold ? 'bold' : 'regular';
    const order = Array.from({ length: paragraph.length }, (_, i) => i);
    if (end > start) {
      for (const [from = 0, to = -1] of bidi.getReorderSegments(paragraph, embedding, start, end - 1)) {
        const reversed = order.slice(from, to + 1).reverse();
        order.splice(from, reversed.length, ...reversed);
      }
    }
    const mirrored =
      end > start ? bidi.getMirroredCharactersMap(paragraph, embedding.levels, start, end - 1) : new Map();
    const { levels } = embedding;

    // Neighbours in the visual order with the same level and font make one run.
    const groups: number[][] = [];
    for (const index of order.slice(start, end)) {
      // Direction marks and isolates have done their work in the ordering; they are not drawn.
      if (BIDI_CONTROL.test(paragraph[index]!)) continue;
      const last = groups.at(-1);
      const head = last?.[0];
      if (last && head !== undefined && levels[head] === levels[index] && families[head] === families[index])
        last.push(index);
      else groups.push([index]);
    }

    const runs: TGlyphRun[] = [];
    let ascent = 0;
    let descent = 0;
    for (const group of groups) {
      const rtl = levels[group[0]!]! % 2 === 1;
      const logical = (rtl ? [...group].reverse() : group)
        .map((i) => mirrored.get(i) ?? paragraph[i]!)
        .join('');
      // fontkit turns a string of Arabic or Hebrew script around itself (after joining its letters), whatever
      // its bidi level: a right-to-left run of other signs is handed over in the order it is seen, and a
      // left-to-right run of Arabic-script digits (Persian ۱۲) backwards, so that fontkit turns it right.
      const text = rtl === STRONG_RTL.test(logical) ? logical : [...logical].reverse().join('');
      const font = this.useFont(families[group[0]!]!, weight, style.size);
      runs.push({
        text,
        first: Math.min(...group),
        actual: rtl
          ? group.map((i) => paragraph[i]).join('')
          : REORDERED_SCRIPTS.test(logical)
            ? logical
            : undefined,
        font: font.name,
        width: this.pdf.widthOfString(text, { features: WHOLE_RUN }),
      });
      ascent = Math.max(ascent, font.ascent * style.size);
      descent = Math.max(descent, font.descent * style.size);
    }
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0), ascent, descent };
  }
}

/**
 * Where a line's baseline is and how tall the line is: its fonts' own ascent and descent, within bounds (Noto
 * Sans Arabic reserves room for marks stacked three high, which would double-space every Arabic line), and air.
 */
function lineBox(line: TLine, style: TTextStyle): { ascent: number; height: number } {
  const ascent = Math.min(Math.max(line.ascent, style.size * 0.95), style.size * 1.15);
  const descent = Math.min(Math.max(line.descent, style.size * 0.25), style.size * 0.45);
  return { ascent, height: ascent + descent + style.size * 0.15 };
}
