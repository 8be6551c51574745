// CPU time used by a process group, from /proc (Linux): with requests served in the same time, it
// gives CPU per request, a figure far steadier than requests/s on a shared 2-core machine.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** Milliseconds of user and system CPU used so far by every process of the group `pgid`. */
export function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we read.
    }
  }
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1000;
}
