import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Cron } from 'croner';
import { BackgroundLoop } from '../lib/kernel/background-loop';
import type { Database } from '../plugins/database';
import type { TPrisma } from '../lib/kernel/db-client';
import { withJobLock } from './job-lock';
import { EMPLOYEE_DAILY_TASKS_JOB, runEmployeeDailyTasks } from './employee-daily-tasks';
import { MONTHLY_SERVICE_LIST_JOB, runMonthlyServiceList } from './monthly-service-list';
import { runServiceReminders, SERVICE_REMINDER_JOB } from './service-reminders';
import { CONTRACT_BILLING_JOB, runContractBilling } from './contract-billing';
import { BILL_OVERDUE_JOB, runBillOverdueReminders } from './bill-overdue-reminders';
import { CONTRACT_EXPIRY_JOB, runContractExpiryReminders } from './contract-expiry-reminders';
import { now as clockNow } from '../lib/kernel/clock';
import { NO_FILE_STORE, type TFileStore } from '../lib/kernel/file-store';
import { DAILY_BACKUP_JOB, runDailyBackupJob, type TJobContext } from './daily-backup';
import { COMPLAINT_ALERTS_JOB, runComplaintAlerts } from './complaint-alerts';
import { RATING_REQUESTS_JOB, runRatingRequests } from './rating-requests';
import { runTimesheetDays, TIMESHEET_DAYS_JOB } from './timesheet-days';

/** publicUrl: PUBLIC_URL, for the links in a job's mails (else the domain name of the settings). */
type TJob = {
  name: string;
  pattern: string;
  run: (prisma: TPrisma, now: Date, publicUrl: string | undefined, context: TJobContext) => Promise<number>;
};

/**
 * Every hour of the morning, in the business's time zone: a process that was down at 7 o'clock still sends the
 * day's mails at its next tick, and the scheduled-mail log keeps each mail to once a day however often it runs.
 */
export const SCHEDULED_JOBS: TJob[] = [
  { name: SERVICE_REMINDER_JOB, pattern: '0 7-11 * * *', run: runServiceReminders },
  { name: EMPLOYEE_DAILY_TASKS_JOB, pattern: '5 7-11 * * *', run: runEmployeeDailyTasks },
  { name: MONTHLY_SERVICE_LIST_JOB, pattern: '10 7-11 1 * *', run: runMonthlyServiceList },
  { name: BILL_OVERDUE_JOB, pattern: '20 7-11 * * *', run: runBillOverdueReminders },
  { name: CONTRACT_EXPIRY_JOB, pattern: '25 7-11 * * *', run: runContractExpiryReminders },
  // Every hour: a period that starts at midnight is billed in the night, and a run after an outage bills what
  // was missed within the hour. Each bill's mail goes with it.
  { name: CONTRACT_BILLING_JOB, pattern: '15 * * * *', run: runContractBilling },
  // Every hour: the day's backup is made once the admin's hour has come (Settings → Backups).
  { name: DAILY_BACKUP_JOB, pattern: '40 * * * *', run: runDailyBackupJob },
  // Every minute: a complaint's promise warned at 80% and at its breach within the minute (issue 28).
  { name: COMPLAINT_ALERTS_JOB, pattern: '* * * * *', run: runComplaintAlerts },
  // Every minute: a visit done or a complaint resolved asks its customer for a rating (issue 28).
  { name: RATING_REQUESTS_JOB, pattern: '* * * * *', run: runRatingRequests },
  // Every minute: after a change of time zone, the visits' timesheet days are counted again (issue 28).
  { name: TIMESHEET_DAYS_JOB, pattern: '* * * * *', run: runTimesheetDays },
];

/** Also how soon the jobs are scheduled once the database is connected (after install, or after an outage). */
const TIME_ZONE_CHECK_MS = 60 * 1000;
/** The longest pause between time zone checks after failed checks in a row. */
const MAX_CHECK_DELAY_MS = 15 * 60 * 1000;

/**
 * Runs the scheduled mail jobs; the crons follow the settings' time zone, re-read every minute. A failed read
 * is retried with back-off; a failed job run is logged and runs again at its next hourly tick.
 */
export class JobScheduler {
  private crons: Cron[] = [];
  private timeZone?: string;
  private loop?: BackgroundLoop;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyInstance['log'],
    private readonly onQueued: () => void,
    private readonly publicUrl?: string,
    private readonly dataDir = '',
    private readonly fileStore: TFileStore = NO_FILE_STORE,
    private readonly backupPassphrase?: string,
    private readonly publish?: TJobContext['publish'],
    /** A cluster's worker other than the first: worker 1 runs the jobs (cluster.ts). */
    private readonly scheduledElsewhere = false,
  ) {}

  start(checkEveryMs = TIME_ZONE_CHECK_MS, maxDelayMs = MAX_CHECK_DELAY_MS) {
    this.loop = new BackgroundLoop({
      name: 'scheduled jobs',
      intervalMs: checkEveryMs,
      maxDelayMs,
      log: this.log,
      run: () => this.sync(),
    });
    this.loop.start(0);
  }

  async stop() {
    this.loop?.stop();
    this.crons.forEach((cron) => cron.stop());
    this.crons = [];
    await Promise.allSettled([...this.running]);
  }

  /** When a job runs next (null while not scheduled: stopped, or no database yet). */
  nextRun(jobName: string): Date | null {
    const index = SCHEDULED_JOBS.findIndex((job) => job.name === jobName);
    return this.crons[index]?.nextRun() ?? null;
  }

  /**
   * The jobs and when each runs next, counted from their patterns in the business's time zone (as the crons will be
   * from the first minute on): this process's, or in a cluster's other workers, worker 1's (cluster.ts). Null while
   * they are not scheduled anywhere (stopped, workers off, or no database yet).
   */
  async schedule(): Promise<{ name: string; nextRun: Date | null }[]> {
    const scheduled = (this.loop?.isActive || this.scheduledElsewhere) && this.db.isConnected;
    const timezone = scheduled ? ((await this.readTimeZone()) ?? 'UTC') : undefined;
    return SCHEDULED_JOBS.map((job) => ({
      name: job.name,
      nextRun: timezone ? new Cron(job.pattern, { timezone, paused: true }).nextRun() : null,
    }));
  }

  private async readTimeZone(): Promise<string | undefined> {
    const settings = await this.db.prisma.setting.findUnique({
      where: { id: 1 },
      select: { timeZone: true },
    });
    return settings?.timeZone || undefined;
  }

  /** The admin's "Run now" (POST /mail/jobs/run): runJob of the job so named; undefined for no such job. */
  runNamed(name: string): Promise<number | null> | undefined {
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === name);
    return job && this.runJob(job);
  }

  /** One job now, under its lock: skipped when another process runs it. Returns the mails queued, or null when skipped. */
  async runJob(job: TJob, now = clockNow()): Promise<number | null> {
    const prisma = this.db.prisma;
    const context: TJobContext = {
      databaseUrl: this.db.url,
      dataDir: this.dataDir,
      fileStore: this.fileStore,
      backupPassphrase: this.backupPassphrase,
      publish: this.publish,
    };
    const outcome = await withJobLock(prisma, job.name, () => job.run(prisma, now, this.publicUrl, context));
    if (!outcome.ran) return null;
    if (outcome.result > 0) {
      this.log.info({ job: job.name, queued: outcome.result }, 'scheduled mails queued');
      this.onQueued();
    }
    return outcome.result;
  }

  private async sync() {
    if (!this.db.isConnected || !this.loop?.isActive) return;
    const timeZone = (await this.readTimeZone()) ?? 'UTC';
    if (timeZone === this.timeZone && this.crons.length) return;
    this.crons.forEach((cron) => cron.stop());
    this.timeZone = timeZone;
    this.crons = SCHEDULED_JOBS.map(
      (job) =>
        new Cron(
          job.pattern,
          { timezone: timeZone, protect: true, unref: true, name: `amc:${job.name}` },
          () => this.track(job),
        ),
    );
    this.log.info({ timeZone }, 'scheduled mail jobs scheduled');
  }

  private track(job: TJob): Promise<void> {
    if (!this.db.isConnected) return Promise.resolve();
    const run: Promise<void> = this.runJob(job)
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobScheduler: JobScheduler;
  }
}

/** Registered after the mailer: mails a job queues go out through the mail worker right away. */
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const scheduler = new JobScheduler(
    app.db,
    app.log,
    () => app.mailWorker.kick(),
    app.appConfig.publicUrl,
    app.appConfig.dataDir,
    app.fileStore,
    app.appConfig.backupPassphrase,
    (userIds, event) => app.events.publishToUsers(userIds, event),
    app.appConfig.workerIndex > 1,
  );
  app.decorate('jobScheduler', scheduler);
  if (app.appConfig.startWorkers) scheduler.start();
  app.addHook('onClose', async () => scheduler.stop());
});
