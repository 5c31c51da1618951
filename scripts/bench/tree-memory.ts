// The memory of a process and everything it started, read from /proc twice a second: each sample is
// the sum of the resident set sizes (VmRSS) of the processes alive in the tree at that moment, and
// the peak is the largest such sum, with what it was made of. Not /usr/bin/time -v: its "maximum
// resident set size" is getrusage's, the largest single process of the tree, never a sum, so a
// build whose Astro, npm and shell processes overlap would read low. Pages shared between processes
// (Node's own code) count once per process, so the sum errs high, never low.
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const INTERVAL_MS = 500;

export interface TreeProcess {
  pid: number;
  command: string;
  bytes: number;
}

export interface TreeMemory {
  /** The largest sum of the tree's resident memory at one time. */
  peakBytes: number;
  /** Seconds from the start of the sampling to that peak. */
  peakAtSeconds: number;
  /** The tree's processes at the peak, largest first. */
  atPeak: TreeProcess[];
  /**
   * Each step, named by the largest process of the samples it led, npm and the shell aside (the
   * build's steps are one program each: astro, vite, pagefind, precompress): its largest sum and
   * when it ran.
   */
  steps: Map<string, { peakBytes: number; fromSeconds: number; toSeconds: number }>;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** Every live process's parent: /proc/PID/stat's fourth field, after the command in parentheses. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return children;
}

/** "node astro build", "pagefind --site …": the program and its first arguments, paths shortened. */
function commandOf(pid: number): string {
  const words = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  return words
    .slice(0, 4)
    .map((word) => (word.includes('/') ? basename(word) : word))
    .join(' ');
}

function sample(root: number): TreeProcess[] {
  const children = parents();
  const tree: TreeProcess[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(read(`/proc/${pid}/status`) ?? '');
    if (rss) tree.push({ pid, command: commandOf(pid), bytes: Number(rss[1]) * 1024 });
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Starts sampling the tree under `root`; `stop` ends it and answers the peak. */
export function watchTreeMemory(root: number): { stop: () => TreeMemory } {
  const started = performance.now();
  const memory: TreeMemory = { peakBytes: 0, peakAtSeconds: 0, atPeak: [], steps: new Map() };
  const take = () => {
    const seconds = (performance.now() - started) / 1000;
    const tree = sample(root).sort((a, b) => b.bytes - a.bytes);
    if (tree.length === 0) return;
    const bytes = tree.reduce((sum, process) => sum + process.bytes, 0);
    if (bytes > memory.peakBytes) Object.assign(memory, { peakBytes: bytes, peakAtSeconds: seconds, atPeak: tree });
    // The step is its program, not the npm and shell processes that started it.
    const worker = tree.find((process) => !/^(npm|sh) /.test(process.command));
    if (!worker) return;
    const name = worker.command.split(' ').slice(0, 2).join(' ');
    const step = memory.steps.get(name);
    if (step) Object.assign(step, { peakBytes: Math.max(step.peakBytes, bytes), toSeconds: seconds });
    else memory.steps.set(name, { peakBytes: bytes, fromSeconds: seconds, toSeconds: seconds });
  };
  const timer = setInterval(take, INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      return memory;
    },
  };
}
