import { readFileSync } from 'node:fs';

/*
 * What another process has used, read from Linux's /proc: the bench's clients run in the bench's own process, so
 * its process.cpuUsage() would count their work with the API's; the API measured runs in a child (bench-cluster.ts).
 */

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all of its threads: the event loop, GC helpers, libuv's pool) a process has used, ms. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's name, which is in parentheses and may hold spaces: state is the first, then
  // utime and stime are the 12th and 13th (fields 14 and 15 of proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The resident memory of a process (VmRSS), MB. */
export function processRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
