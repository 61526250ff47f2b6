import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts every PDF prints with: Noto families from Google Fonts (the @expo-google-fonts packages carry their
 * full TTF files, with the shaping tables joined Arabic letters and Indic conjuncts need), one per script, and
 * DejaVu Sans last for the signs none of them has. pdfkit subsets each into the file, so a document carries only
 * the glyphs it prints.
 */
export type TFontFamily =
  | 'latin'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'thai'
  | 'chinese'
  | 'japanese'
  | 'korean'
  | 'symbols';

export type TFontWeight = 'regular' | 'bold';

const NOTO_PACKAGES: Record<Exclude<TFontFamily, 'symbols'>, string> = {
  latin: 'noto-sans/NotoSans',
  arabic: 'noto-sans-arabic/NotoSansArabic',
  hebrew: 'noto-sans-hebrew/NotoSansHebrew',
  devanagari: 'noto-sans-devanagari/NotoSansDevanagari',
  bengali: 'noto-sans-bengali/NotoSansBengali',
  gurmukhi: 'noto-sans-gurmukhi/NotoSansGurmukhi',
  gujarati: 'noto-sans-gujarati/NotoSansGujarati',
  tamil: 'noto-sans-tamil/NotoSansTamil',
  telugu: 'noto-sans-telugu/NotoSansTelugu',
  kannada: 'noto-sans-kannada/NotoSansKannada',
  malayalam: 'noto-sans-malayalam/NotoSansMalayalam',
  thai: 'noto-sans-thai/NotoSansThai',
  chinese: 'noto-sans-sc/NotoSansSC',
  japanese: 'noto-sans-jp/NotoSansJP',
  korean: 'noto-sans-kr/NotoSansKR',
};

const require = createRequire(import.meta.url);

function fontPath(family: TFontFamily, weight: TFontWeight): string {
  if (family === 'symbols')
    return require.resolve(
      `dejavu-fonts-ttf/ttf/${weight === 'bold' ? 'DejaVuSans-Bold' : 'DejaVuSans'}.ttf`,
    );
  const [folder, name] = NOTO_PACKAGES[family].split('/') as [string, string];
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  return require.resolve(`@expo-google-fonts/${folder}/${style}/${name}_${style}.ttf`);
}

export type TLoadedFont = {
  /** The name the font is registered under in a document. */
  name: string;
  bytes: Buffer;
  /** For glyph coverage and line metrics; pdfkit parses its own copy for layout. */
  font: fontkit.Font;
  /** Above and below the baseline, per point of font size. */
  ascent: number;
  descent: number;
};

/** Read once per process, on first use: a server that never prints Korean never reads the Korean font. */
const loaded = new Map<string, TLoadedFont>();

export function loadFont(family: TFontFamily, weight: TFontWeight): TLoadedFont {
  const name = `${family}-${weight}`;
  let entry = loaded.get(name);
  if (!entry) {
    const bytes = readFileSync(fontPath(family, weight));
    const font = fontkit.create(bytes) as fontkit.Font;
    entry = {
      name,
      bytes,
      font,
      ascent: font.ascent / font.unitsPerEm,
      descent: -font.descent / font.unitsPerEm,
    };
    loaded.set(name, entry);
  }
  return entry;
}

/** The Han, kana and Hangul font for a document's language: each country's forms of the shared ideographs. */
function cjkFamily(language: string): TFontFamily {
  if (language === 'ja') return 'japanese';
  if (language === 'ko') return 'korean';
  return 'chinese';
}

const SCRIPT_FAMILIES: readonly [RegExp, TFontFamily][] = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Gurmukhi}/u, 'gurmukhi'],
  [/\p{Script=Gujarati}/u, 'gujarati'],
  [/\p{Script=Tamil}/u, 'tamil'],
  [/\p{Script=Telugu}/u, 'telugu'],
  [/\p{Script=Kannada}/u, 'kannada'],
  [/\p{Script=Malayalam}/u, 'malayalam'],
  [/\p{Script=Thai}/u, 'thai'],
  [/\p{Script=Hangul}/u, 'korean'],
];
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Spaces, digits, punctuation and combining marks: they take the font of the letters around them. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The font family of each character of `text` (by UTF-16 index, both halves of a pair alike): its script's
 * font; for a shared character (space, digit, sign, mark) the font of the letter before it, or after it, when
 * that font has the glyph, so a run of one script is shaped as a whole; Noto Sans, then DejaVu Sans, otherwise.
 */
export function fontFamiliesOf(text: string, language: string): TFontFamily[] {
  const chars = [...text];
  const own: (TFontFamily | null)[] = chars.map((char) => {
    if (SHARED.test(char) && !CJK.test(char)) return null;
    if (CJK.test(char)) return cjkFamily(language);
    for (const [pattern, family] of SCRIPT_FAMILIES) if (pattern.test(char)) return family;
    return loadFont('latin', 'regular').font.hasGlyphForCodePoint(char.codePointAt(0)!) ? 'latin' : 'symbols';
  });
  const has = (family: TFontFamily, char: string) =>
    loadFont(family, 'regular').font.hasGlyphForCodePoint(char.codePointAt(0)!);
  // The nearest own family after each character, found in one pass from the end.
  const after: (TFontFamily | null)[] = [];
  for (let i = chars.length - 1, next: TFontFamily | null = null; i >= 0; i -= 1) {
    after[i] = next;
    next = own[i] ?? next;
  }
  let before: TFontFamily | null = null;
  const resolved = chars.map((char, i) => {
    const mine = own[i];
    if (mine) return (before = mine);
    if (before && has(before, char)) return before;
    const next = after[i];
    if (next && has(next, char)) return next;
    return has('latin', char) ? 'latin' : 'symbols';
  });
  return chars.flatMap((char, i) => (char.length === 2 ? [resolved[i]!, resolved[i]!] : [resolved[i]!]));
}
