// Loaded into the benchmarked server (node --import): measures how long its main thread's event loop
// is held up, so the bench can report the delay a request waits before the server even reads it.
// Answers the bench over IPC: 'reset' starts a measurement, 'read' returns its p99 in ms.
// Plain JavaScript: a second --import may run before tsx's loader, given by the first, is in place.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import process from 'node:process';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'read') process.send?.(histogram.percentile(99) / 1e6);
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
