// What Lighthouse's simulated FCP and LCP are made of, for one run the bench kept
// (`npm run bench -- --reports DIR` keeps each run's trace and DevTools log in DIR/<page>.<run>/):
//   node scripts/bench/critical-path.ts DIR/cart.1 [optimistic]
// Lighthouse does not time the page as it loaded here. It rebuilds the load as a graph (each
// request after the document or the main-thread task that sent it, each task after what it
// waited for), then replays that graph on a simulated phone: 150 ms round trips, 1.6 Mbit/s, six
// connections per origin over HTTP/1.1, the main thread 4× slower. This prints that replay for the
// LCP (its pessimistic graph; `optimistic` for the other, the figure is their mean): every request
// and every long task in the graph, with its simulated start and end, which is
// where a figure's time goes (a request started late because the task that sent it is long, a
// large file sharing the bandwidth, a chain of requests).
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** Main-thread tasks shorter than this (simulated) are left out of the listing. */
const SHORT_TASK_MS = 20;

interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: unknown[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, NodeTiming>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const [folder, which = 'pessimistic'] = process.argv.slice(2);
if (!folder || !['optimistic', 'pessimistic'].includes(which)) {
  console.error('usage: node scripts/bench/critical-path.ts DIR/<page>.<run> [optimistic|pessimistic]  (a folder kept by npm run bench -- --reports DIR)');
  process.exit(2);
}

const artifacts = await loadArtifacts(folder);
const { resolvedConfig } = await initializeConfig('navigation');
const settings = resolvedConfig.settings;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
};
const context = { computedCache: new Map(), settings };
const ms = (value: number) => String(Math.round(value)).padStart(5);

for (const [name, metric] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
] as const) {
  const result = (await metric.request(data as never, context as never)) as unknown as MetricResult;
  console.log(`${name} ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
}

const lcp = (await LanternLargestContentfulPaint.request(data as never, context as never)) as unknown as MetricResult;
console.log(`\nThe LCP graph, ${which} replay (simulated ms: start → end):`);
const estimate = which === 'optimistic' ? lcp.optimisticEstimate : lcp.pessimisticEstimate;
const timings = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of timings) {
  if (node.type === 'cpu' && timing.duration < SHORT_TASK_MS) continue;
  const what =
    node.type === 'network' && node.request
      ? `${node.request.priority.padEnd(8)} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} B)`
      : `main-thread task (${node.childEvents?.length ?? 0} events)`;
  console.log(`${ms(timing.startTime)} → ${ms(timing.endTime)}  ${what}`);
}
