interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser paint and answer input between the start-up's steps: each is then a task of its
 * own instead of one long task (a phone's main thread is blocked for less time in one go).
 * `scheduler.yield()` where the browser has it (the rest of the start-up goes ahead of other queued
 * work), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
