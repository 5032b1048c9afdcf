import { monitorEventLoopDelay } from 'node:perf_hooks';

export type LoadMonitor = {
  /** True while the event loop lags or memory use is over its threshold. */
  isOverloaded(): boolean;
  stop(): void;
};

/**
 * Samples event-loop delay once a second (the mean over the last second) and resident memory,
 * so the heartbeat can tell clients to back off before requests start timing out.
 */
export function startLoadMonitor(options: { maxEventLoopDelayMs: number; maxRssMb: number }): LoadMonitor {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let lastDelayMs = 0;
  // Read once a second with the delay, not on every heartbeat: it is a system call.
  let rssMb = process.memoryUsage.rss() / 1024 / 1024;
  const timer = setInterval(() => {
    lastDelayMs = histogram.mean / 1e6;
    histogram.reset();
    rssMb = process.memoryUsage.rss() / 1024 / 1024;
  }, 1000);
  timer.unref();
  return {
    isOverloaded() {
      return lastDelayMs > options.maxEventLoopDelayMs || (options.maxRssMb > 0 && rssMb > options.maxRssMb);
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
