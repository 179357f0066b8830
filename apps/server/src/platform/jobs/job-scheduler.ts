import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { noJobLock, type JobLock } from './job-lock';

/** What a job gets for one run. */
export interface JobRun {
  /** Aborted when the scheduler stops: a long job checks it between steps and returns early. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface Job {
  /** Unique among the scheduler's jobs; also names the job's lock between nodes. */
  name: string;
  /** A cron pattern (croner: five fields, or six with seconds first). */
  pattern: string;
  run(run: JobRun): Promise<void>;
}

/**
 * How a run ended: `done`, `failed` (the error is logged), `busy` (the previous run of the job
 * was still going), `elsewhere` (another node holds the job's lock) or `stopped` (the scheduler
 * is stopping, nothing ran).
 */
export type JobOutcome = 'done' | 'failed' | 'busy' | 'elsewhere' | 'stopped';

export interface JobSchedulerOptions {
  log: FastifyBaseLogger;
  /** Keeps a job to one node at a time; without it (one node) runs are only kept apart here. */
  lock?: JobLock;
}

interface ScheduledJob {
  job: Job;
  cron: Cron;
  running: Promise<JobOutcome> | undefined;
}

/**
 * Runs named jobs on cron patterns. A job never runs twice at once (a tick that finds the
 * previous run going is skipped), its errors are logged and never reach the process, and
 * `stop()` cancels the schedules and waits for the runs in progress.
 */
export class JobScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly log: FastifyBaseLogger;
  private readonly lock: JobLock;
  private readonly stopping = new AbortController();

  constructor(options: JobSchedulerOptions) {
    this.log = options.log;
    this.lock = options.lock ?? noJobLock;
  }

  /** Schedules a job; a bad pattern throws here, at start. */
  add(job: Job): void {
    if (this.stopping.signal.aborted) throw new Error('the job scheduler is stopped');
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    const cron = new Cron(job.pattern, { unref: true }, () => {
      void this.trigger(job.name);
    });
    this.jobs.set(job.name, { job, cron, running: undefined });
  }

  /** When a job is next due (undefined once stopped). */
  nextRun(name: string): Date | undefined {
    return this.jobs.get(name)?.cron.nextRun() ?? undefined;
  }

  /** Runs a job now, as its schedule would; resolves with how the run ended. */
  trigger(name: string): Promise<JobOutcome> {
    const scheduled = this.jobs.get(name);
    if (!scheduled) return Promise.reject(new Error(`no job named ${name}`));
    if (this.stopping.signal.aborted) return Promise.resolve('stopped');
    if (scheduled.running) {
      this.log.debug({ job: name }, 'job run skipped: the previous run is still going');
      return Promise.resolve('busy');
    }
    const running = this.runOnce(scheduled.job).finally(() => {
      scheduled.running = undefined;
    });
    scheduled.running = running;
    return running;
  }

  /** Cancels every schedule, tells running jobs to stop and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const scheduled of this.jobs.values()) scheduled.cron.stop();
    await Promise.all([...this.jobs.values()].map((scheduled) => scheduled.running));
  }

  private async runOnce(job: Job): Promise<JobOutcome> {
    const log = this.log.child({ job: job.name });
    const started = performance.now();
    try {
      const ran = await this.lock.withLock(job.name, () =>
        job.run({ signal: this.stopping.signal, log }),
      );
      if (!ran) {
        log.debug('job run skipped: another node holds its lock');
        return 'elsewhere';
      }
      log.debug({ ms: Math.round(performance.now() - started) }, 'job run done');
      return 'done';
    } catch (error) {
      log.error({ err: error, ms: Math.round(performance.now() - started) }, 'job run failed');
      return 'failed';
    }
  }
}
