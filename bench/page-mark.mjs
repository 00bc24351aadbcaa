// Times read from the page without Playwright evaluating anything in it while it loads: its
// waitForFunction and locators inject and compile Playwright's own script (~20-45 ms of the
// page's main thread on 2 cores) in the middle of the load being measured. The page logs a mark
// to the console instead, which Playwright hears over the protocol: in an init script,
// `console.debug('figura-bench-mark <name> ' + performance.now())`.

const PREFIX = 'figura-bench-mark';

/**
 * Resolves with the `performance.now()` the page logged as mark `name`.
 * Call before navigating; rejects after `timeout` ms.
 */
export function waitForMark(page, name, timeout = 30000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', listen);
      reject(new Error(`no "${name}" mark within ${timeout} ms`));
    }, timeout);
    const listen = (message) => {
      const [prefix, mark, value] = message.text().split(' ');
      if (prefix !== PREFIX || mark !== name) return;
      clearTimeout(timer);
      page.off('console', listen);
      resolve(Number(value));
    };
    page.on('console', listen);
  });
}
