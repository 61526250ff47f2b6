import { z } from 'zod';
import { ZPersonRef } from './work-fields';

/** One backup the product made (Settings → Backups): downloadable by admins while it is kept. */
export const ZBackup = z.object({
  id: z.number().int(),
  file_name: z.string(),
  kind: z.enum(['manual', 'scheduled']),
  status: z.enum(['running', 'done', 'failed']),
  encrypted: z.boolean(),
  /** Bytes; null until done. */
  size: z.number().nullable(),
  table_count: z.number().int().nullable(),
  row_count: z.number().nullable(),
  file_count: z.number().int().nullable(),
  /** Why a failed backup failed. */
  error: z.string().nullable(),
  created_by: ZPersonRef.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TBackup = z.infer<typeof ZBackup>;

/** GET /api/backup/list: the newest backups first, with whether new ones are encrypted and when the next is due. */
export const ZBackupList = z.object({
  backups: z.array(ZBackup),
  /** BACKUP_PASSPHRASE is set on the server: backups are encrypted. */
  encrypted: z.boolean(),
});
export type TBackupList = z.infer<typeof ZBackupList>;

/** The most backups the list shows; retention keeps fewer on most installations. */
export const BACKUP_LIST_LIMIT = 100;
/** The hour of the daily backup and how long backups are kept, as Settings takes them. */
export const BACKUP_KEEP_DAYS = { min: 1, max: 365 } as const;

/** POST /api/backup/download-link/:id: the link (a path under /api) the browser opens to download the file. */
export const ZDownloadLink = z.object({ url: z.string() });
export type TDownloadLink = z.infer<typeof ZDownloadLink>;
