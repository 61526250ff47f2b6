import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { TLanguageCode } from '@amc/contracts';
import { createPdf } from '../src/lib/documents/pdf-document';
import { popplerText } from './helpers/poppler';

/**
 * Every script a document may print, drawn by lib/documents/pdf-text.ts, rendered by poppler (pdftoppm) and compared
 * with a reference image a person looked at (test/pdf-references/<name>.png). A new reference is written when none
 * exists or when UPDATE_PDF_REFERENCES=1; look at it before committing it. pdftotext reads each line back.
 */
const SAMPLES: { name: string; language: TLanguageCode; lines: string[]; read: string[] }[] = [
  {
    name: 'arabic',
    language: 'ar',
    lines: ['فاتورة رقم INV-00012 بتاريخ 24/11/2026 (مدفوعة)', 'العميل: Priya Sharma — مكيف Split AC 1.5T'],
    read: ['فاتورة رقم', 'INV-00012', 'بتاريخ', 'العميل', 'مكيف', 'Split AC 1.5T'],
  },
  {
    name: 'persian',
    language: 'fa',
    lines: ['گزارش خدمات شماره ۱۲ برای مشتری', 'مبلغ: ₹1,250.00 (پرداخت شده)'],
    read: ['گزارش خدمات شماره', '۱۲', 'مشتری', '1,250.00'],
  },
  {
    name: 'urdu',
    language: 'ur',
    lines: ['سروس رپورٹ: کام مکمل ہو گیا', 'گاہک کے دستخط'],
    read: ['سروس رپورٹ', 'کام مکمل ہو گیا', 'گاہک کے دستخط'],
  },
  {
    name: 'hebrew',
    language: 'he',
    lines: ['חשבונית מס׳ 123 ללקוח', 'סה״כ לתשלום: ₪450.00'],
    read: ['חשבונית', '123', 'ללקוח', '₪450.00'],
  },
  {
    name: 'indic',
    language: 'hi',
    lines: [
      'सेवा रिपोर्ट: क्षतिग्रस्त पुर्ज़ा बदला गया',
      'বাংলা গ্রাহক ਪੰਜਾਬੀ ਗਾਹਕ ગુજરાતી ગ્રાહક',
      'தமிழ் வாடிக்கையாளர் తెలుగు కస్టమర్',
      'ಕನ್ನಡ ಗ್ರಾಹಕ മലയാളം ഉപഭോക്താവ്',
    ],
    read: ['सेवा रिपोर्ट', 'বাংলা', 'ਪੰਜਾਬੀ', 'ગુજરાતી', 'தமிழ்', 'తెలుగు', 'ಕನ್ನಡ', 'മലയാളം'],
  },
  {
    name: 'thai',
    language: 'th',
    lines: ['รายงานการบริการของลูกค้าที่มีความยาวมากจนต้องตัดบรรทัดเมื่อถึงขอบของกล่องข้อความ น้ำ'],
    read: ['รายงานการบริการ'],
  },
  {
    name: 'cjk',
    language: 'zh',
    lines: [
      '服务报告：客户的空调已经清洗完毕，下次保养时间为三个月后。',
      '日本語のサービス報告書',
      '한국어 서비스 보고서',
    ],
    read: ['服务报告', '日本語', '한국어'],
  },
];

const REFERENCES = join(import.meta.dirname, 'pdf-references');
const OUT = join(import.meta.dirname, '..', 'test-results', 'pdf-scripts');

async function samplePdf(sample: (typeof SAMPLES)[number]): Promise<Buffer> {
  const { pdf, done, text } = createPdf({ size: [300, 220], margin: 12 }, sample.language);
  let y = 12;
  for (const line of sample.lines)
    y = text.write(line, { x: text.x(0, text.width), y, width: text.width }, { size: 11 }) + 4;
  pdf.end();
  return done;
}

/** Pixels that differ by more than a quarter of the grey scale, of all pixels. */
function differingShare(actual: PNG, reference: PNG): number {
  if (actual.width !== reference.width || actual.height !== reference.height) return 1;
  let differing = 0;
  for (let i = 0; i < actual.data.length; i += 4)
    if (Math.abs(actual.data[i]! - reference.data[i]!) > 64) differing += 1;
  return differing / (actual.width * actual.height);
}

describe('PDF text in every script', () => {
  mkdirSync(OUT, { recursive: true });
  for (const sample of SAMPLES) {
    it(`prints ${sample.name} as its reference image shows, and reads back in typing order`, async () => {
      const file = join(OUT, `${sample.name}.pdf`);
      writeFileSync(file, await samplePdf(sample));
      execFileSync('pdftoppm', ['-r', '96', '-gray', '-png', '-singlefile', file, join(OUT, sample.name)]);
      const actual = PNG.sync.read(readFileSync(join(OUT, `${sample.name}.png`)));
      const referenceFile = join(REFERENCES, `${sample.name}.png`);
      if (!existsSync(referenceFile) || process.env.UPDATE_PDF_REFERENCES === '1') {
        mkdirSync(REFERENCES, { recursive: true });
        writeFileSync(referenceFile, PNG.sync.write(actual));
      }
      const reference = PNG.sync.read(readFileSync(referenceFile));
      expect(differingShare(actual, reference), `${sample.name}: see ${OUT}`).toBeLessThan(0.005);

      // Each run of one direction reads back as typed (poppler lists a right-to-left line run by run).
      const extracted = popplerText(readFileSync(file));
      for (const words of sample.read) expect(extracted, sample.name).toContain(words);
    });
  }
});
