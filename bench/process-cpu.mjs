// CPU time used by a process group, from /proc (Linux): with requests served in the same time, it
// gives CPU per request, a figure far steadier than requests/s on a shared 2-core machine.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;
const RUNTIME = /se\.sum_exec_runtime\s*:\s*([\d.]+)/;

/** The group's processes: every pid whose process group is `pgid`. */
function groupPids(pgid) {
  const pids = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) pids.push(pid);
    } catch {
      // The process ended while we read.
    }
  }
  return pids;
}

/** User and system CPU of a process in clock ticks: 10 ms steps, so a reading is up to 10 ms short. */
function tickMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1000;
}

/**
 * The scheduler's own count of a process's CPU (`se.sum_exec_runtime` of each of its threads, in
 * nanoseconds), or null where the kernel does not show it. A 500 ms segment of the admin API
 * costs 50–80 ms of CPU: the tick count's 10 ms steps were up to a fifth of that. Only live
 * threads count; the services keep theirs (V8's and libuv's pools) for as long as they run.
 */
function scheduledMs(pid) {
  let ms = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const match = RUNTIME.exec(readFileSync(`/proc/${pid}/task/${tid}/sched`, 'utf8'));
    if (!match) return null;
    ms += Number(match[1]);
  }
  return ms;
}

/** Whether this kernel shows the scheduler's runtime (CONFIG_SCHED_DEBUG): decided once, so a run never mixes the two counts. */
const precise = (() => {
  try {
    return RUNTIME.test(readFileSync('/proc/self/sched', 'utf8'));
  } catch {
    return false;
  }
})();

/**
 * Milliseconds of CPU used so far by every process of the group `pgid`: the scheduler's exact
 * figure where /proc shows it, else user and system time in clock ticks.
 */
export function groupCpuMs(pgid) {
  let ms = 0;
  for (const pid of groupPids(pgid)) {
    try {
      ms += (precise ? scheduledMs(pid) : null) ?? tickMs(pid);
    } catch {
      // The process ended while we read.
    }
  }
  return ms;
}

/** Which count groupCpuMs reads: for the bench's header. */
export function cpuSource() {
  return precise ? 'the scheduler’s per-thread runtime (ns)' : 'user and system time in clock ticks (10 ms)';
}
