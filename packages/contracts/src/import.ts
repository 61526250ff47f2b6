import { z } from 'zod';
import { MSG } from './messages';
import { ZPersonRef } from './work-fields';

/**
 * Moving a business in (issue 26, section 1): what a CSV or Excel file can hold. Each kind has its natural key,
 * the first of its fields (IMPORT_KEY_FIELDS): a row whose key is stored updates that record, any other creates one.
 */
export const IMPORT_KINDS = ['customer', 'supplier', 'employee', 'product', 'equipment', 'amc'] as const;
export const ZImportKind = z.enum(IMPORT_KINDS, { error: MSG.chooseOffered });
export type TImportKind = z.infer<typeof ZImportKind>;

/** The natural key of each kind: e-mail for people, code for products, serial for equipment, number for contracts. */
export const IMPORT_KEY_FIELDS: Record<TImportKind, string> = {
  customer: 'email',
  supplier: 'email',
  employee: 'email',
  product: 'code',
  equipment: 'serial_no',
  amc: 'amc_no',
};

/** The largest file taken: 100,000 customers with every field come to about 30 MB as CSV. */
export const IMPORT_MAX_BYTES = 40 * 1024 * 1024;
/** The rows the preview shows, as they will be saved. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Refused rows kept with their cells and reasons per pass (the rest are counted). */
export const IMPORT_REFUSALS_KEPT = 10_000;
/** Several values in one cell (a contract's products or equipment serials) are separated by ; or |. */
export const IMPORT_LIST_SEPARATOR = /\s*[;|]\s*/;

export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'running', 'done', 'failed'] as const;
export const ZImportStatus = z.enum(IMPORT_STATUSES);
export type TImportStatus = z.infer<typeof ZImportStatus>;

/** A field a column can fill, labelled in the caller's language; required ones must have a column. */
export const ZImportField = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
export type TImportField = z.infer<typeof ZImportField>;

/** Why one cell (or, with column null, the whole row) was refused; `message` is a contracts sentence. */
export const ZImportProblem = z.object({ column: z.string().nullable(), message: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** A refused row: its number in the file (the header is row 1), its cells as read, and why. */
export const ZImportRefusal = z.object({
  row: z.number().int(),
  cells: z.array(z.string()),
  problems: z.array(ZImportProblem),
});
export type TImportRefusal = z.infer<typeof ZImportRefusal>;

/** Which field each column of the file fills, in the file's column order; null leaves the column out. */
export const ZImportMapping = z.array(z.string().max(40).nullable()).max(200);
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** POST /api/import/upload (multipart, the fields before the file). */
export const ZImportUploadFields = z.object({ kind: ZImportKind });

/** POST /api/import/check/:id and /api/import/run/:id: the mapping as the user left it. */
export const ZImportStartBody = z.object({
  mapping: ZImportMapping,
  /** Send the welcome mail to people it creates (off unless chosen). */
  welcome_mail: z.boolean().default(false),
});
export type TImportStartBody = z.input<typeof ZImportStartBody>;

/** POST /api/import/preview/:id. */
export const ZImportPreviewBody = z.object({ mapping: ZImportMapping });

/** One import: its file, the columns and their mapping, and what its last pass (a check or the import) found. */
export const ZImportJob = z.object({
  id: z.number().int(),
  kind: ZImportKind,
  file_name: z.string(),
  status: ZImportStatus,
  headers: z.array(z.string()),
  mapping: ZImportMapping,
  welcome_mail: z.boolean(),
  /** Data rows in the file, known once a pass has read it whole. */
  total_rows: z.number().int().nullable(),
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** Why a pass stopped (the file unreadable), or null. */
  failure: z.string().nullable(),
  created_by: ZPersonRef.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

/** GET /api/import/view/:id and the upload's answer: the job with its fields and its refused rows. */
export const ZImportDetail = ZImportJob.extend({
  fields: z.array(ZImportField),
  refusals: z.array(ZImportRefusal),
});
export type TImportDetail = z.infer<typeof ZImportDetail>;

/** GET /api/import/list: the latest imports, newest first. */
export const ZImportList = z.object({ imports: z.array(ZImportJob) });
export type TImportList = z.infer<typeof ZImportList>;
export const IMPORT_LIST_LIMIT = 50;

/** POST /api/import/preview/:id: the first rows as they will be saved (field key → value), and their problems. */
export const ZImportPreview = z.object({
  rows: z.array(
    z.object({
      row: z.number().int(),
      /** The row's cells as read, so a refused cell shows what was typed. */
      cells: z.array(z.string()),
      values: z.record(z.string(), z.string().nullable()),
      problems: z.array(ZImportProblem),
    }),
  ),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportKindParam = z.object({ kind: ZImportKind });
