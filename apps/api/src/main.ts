import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary, workerCount } from './cluster';
import { readAppConfig } from './config';
import { serve } from './serve';

// WEB_CONCURRENCY workers (one per core by default) under a primary that keeps them running (cluster.ts); 1: this
// process serves alone, as before.
let workers = 1;
try {
  workers = workerCount();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) {
  process.exit(await runPrimary({ workers, dataDir: readAppConfig().dataDir }));
} else {
  const app = await buildApp();
  // Worker 1 (or the one process) says where to open the app; the others would only repeat it.
  await serve(app, { announce: app.appConfig.workerIndex <= 1 });
}
