/**
 * Runs `callback` in the browser's next idle period (or after `timeoutMs` at the latest; at once
 * where there are no idle callbacks). Returns the function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(() => callback(), { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}

/**
 * Runs `callback` in a task of its own right after the browser has painted the current frame.
 * Returns the function that cancels it.
 */
function whenPainted(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from an animation frame callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!cancelled) callback();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the browser has painted the current frame and then has idle time (or after
 * `timeoutMs` at the latest), for work the visitor did not come for: code of parts below or
 * beside the first view, prefetches. Waiting for the paint first matters on a first visit: an idle
 * callback asked for while the page renders can run before the frame that shows the page, and the
 * download it starts then competes with the first view. Returns the function that cancels it.
 */
export function whenPaintedAndIdle(callback: () => void, timeoutMs: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = whenPainted(() => {
    cancelIdle = whenIdle(callback, timeoutMs);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
