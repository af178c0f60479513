/**
 * CPU time spent by a process and everything it started (the spawned server and its embedded Postgres), read from
 * /proc: a figure that a busy machine disturbs less than latency does. Linux only; null elsewhere.
 */
import { readdirSync, readFileSync } from "node:fs";

interface ProcStat {
  pid: number;
  ppid: number;
  ticks: number;
  command: string;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const command = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // After "pid (comm) ": state ppid … utime(14th field) stime(15th).
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), command };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU (user + system) of `root` and its live descendants, split into Postgres and the rest. */
export function processTreeCpuMs(root: number): { postgres: number; node: number } | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const stats = entries.flatMap((name) => (/^\d+$/.test(name) ? [readStat(Number(name))] : [])).filter(Boolean);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats as ProcStat[]) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const tickMs = 10; // USER_HZ is 100 on Linux.
  const total = { postgres: 0, node: 0 };
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child.command.startsWith("postgres")) total.postgres += child.ticks * tickMs;
      else total.node += child.ticks * tickMs;
      visit(child.pid);
    }
  };
  const self = readStat(root);
  if (!self) return null;
  total.node += self.ticks * tickMs;
  visit(root);
  return total;
}
