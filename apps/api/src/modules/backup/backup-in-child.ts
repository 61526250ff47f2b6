import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TBackupChildAnswer } from './backup-child';
import type { TBackupManifest } from './backup-format';
import type { TWriteBackupOptions } from './backup-write';

/**
 * The backups the server makes (Back up now, the daily job) are written by a child process: reading twenty million
 * rows makes garbage that V8 collects lazily, which grew the API's memory by 480 MB in the bench while lists were
 * served (the backup itself holds 3 MB). In a process of its own that memory is returned when it ends, and the
 * API's event loop stays with the requests. The built server forks dist/backup-child.js (tsup's entry); the source
 * (tests, tsx) forks the TypeScript file through tsx.
 */
export function writeBackupInChild(options: TWriteBackupOptions): Promise<TBackupManifest> {
  const built = new URL('./backup-child.js', import.meta.url);
  const entry = existsSync(fileURLToPath(built)) ? built : new URL('./backup-child.ts', import.meta.url);
  const child = fork(fileURLToPath(entry), [], {
    execArgv: entry === built ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (answer: TBackupChildAnswer) => {
      answered = true;
      if (answer.ok) resolve(answer.manifest);
      else reject(new Error(answer.message));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered)
        reject(new Error(`The backup process ended without an answer (${signal ?? `code ${code}`}).`));
    });
    child.send(options);
  });
}
