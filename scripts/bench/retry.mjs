/**
 * `run()`, made again up to `attempts` times in all while it fails with an error that `transient` matches:
 * a recording the browser failed to make (a trace without a navigation start), not a fault of the page.
 */
export async function retrying(run, transient, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !transient.test(String(error))) throw error;
    }
  }
}
