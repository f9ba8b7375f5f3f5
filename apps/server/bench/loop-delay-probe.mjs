// Preloaded into the server by the upload bench (`node --import ./apps/server/bench/loop-delay-probe.mjs …`):
// measures the event loop's delay with perf_hooks.monitorEventLoopDelay. On SIGUSR2 it writes what it measured
// since the last signal to LOOP_DELAY_FILE (JSON, milliseconds) and starts again. Plain JavaScript: it loads
// before tsx.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const report = { max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean) };
    fs.writeFileSync(`${file}.part`, JSON.stringify(report));
    fs.renameSync(`${file}.part`, file);
    histogram.reset();
  });
}
