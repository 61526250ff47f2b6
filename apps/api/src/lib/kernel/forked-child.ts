import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Heavy work the server runs in a process of its own (a backup, a large import): reading millions of rows makes
 * garbage that V8 collects lazily, which grew the API's memory by hundreds of megabytes while lists were served. In
 * a child that memory is returned when it ends, and the API's event loop stays with the requests. The built server
 * forks the child's bundle beside it (`built`, a tsup entry); the source (tests, tsx) forks the TypeScript file
 * through tsx (`source`). The child gets `job` as its first message; each message it sends goes to `onMessage`
 * until one is `final`, which settles the promise; an exit before that rejects it.
 */
export function runInChild<TMessage, TAnswer>(
  { built, source }: { built: URL; source: URL },
  job: unknown,
  final: (message: TMessage) => TAnswer | undefined,
  onMessage: (message: TMessage) => void = () => undefined,
): Promise<TAnswer> {
  const useBuilt = existsSync(fileURLToPath(built));
  const child = fork(fileURLToPath(useBuilt ? built : source), [], {
    execArgv: useBuilt ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.on('message', (message: TMessage) => {
      const answer = final(message);
      if (answer === undefined) return onMessage(message);
      answered = true;
      resolve(answer);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered)
        reject(new Error(`The child process ended without an answer (${signal ?? `code ${code}`}).`));
    });
    child.send(job as object);
  });
}
