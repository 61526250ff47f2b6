import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@amc/contracts';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart body itself, with receiveStreamedUpload (plugins/multipart.ts skips it). */
    streamedUpload?: boolean;
  }
}

export type TStreamedUpload<T> = {
  fields: T;
  /** The file on disk, in a folder of its own that `discard` removes. */
  path: string;
  filename: string;
  discard: () => Promise<void>;
};

type TStreamedUploadOptions<T> = {
  /** Bytes the file may have; more answers 413 with `tooLarge`. */
  maxBytes: number;
  tooLarge: string;
  /** The sentence when the form holds no file. */
  missingFile: string;
  /** Checks on the fields (a setup code, a right) that must pass before any of the file is stored. */
  beforeFile?: (fields: T) => void | Promise<void>;
};

/** The form's text fields through the route's schema: a 400 naming each bad field, as a JSON body would get. */
function parseFields<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('BAD_INPUT', issues[0]?.message ?? MSG.invalidInput, issues);
}

/**
 * By hand because the multipart plugin (plugins/multipart.ts) buffers each file in memory under a 10 MB cap:
 * right for a photo, not for a backup of gigabytes or a spreadsheet of a hundred thousand rows. A route marked
 * `config: { streamedUpload: true }` reads its form here: the text fields come first (the web app appends them
 * before the file), pass the route's schema and `beforeFile` before a byte of the file is stored, and the file
 * streams to a temporary file, never into memory. The caller removes it with `discard` when done.
 */
export async function receiveStreamedUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: TStreamedUploadOptions<z.output<S>>,
): Promise<TStreamedUpload<z.output<S>>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', MSG.formUnreadable);
  const dir = await mkdtemp(join(tmpdir(), 'amc-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const raw: Record<string, string> = {};
  let upload: TStreamedUpload<z.output<S>> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      const fields = parseFields(schema, raw);
      await options.beforeFile?.(fields);
      const path = join(dir, 'upload');
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
      upload = { fields, path, filename: part.filename, discard };
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', options.tooLarge);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new AppError('BAD_INPUT', MSG.formUnreadable);
  }
  if (!upload) {
    await discard();
    parseFields(schema, raw);
    throw AppError.field('file', options.missingFile);
  }
  return upload;
}
