// Every schema module imports `z` from here rather than from 'zod', so this runs before any
// schema is built: zod decides when it builds an object schema whether to generate its parser
// with `new Function`, and probes for that once.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place zod is configured
import { z } from 'zod';

/** Node (the API, scripts, tests) or a runtime that presents itself as Node; browsers do not. */
const inNode =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node ===
  'string';

// A page's Content-Security-Policy without 'unsafe-eval' refuses `new Function`, and zod's probe
// alone is reported as a violation: outside Node the schemas are built without generated code.
// That costs a browser about 60 instead of 30 ms to check a 5,000-element slide (once, when it
// opens); Node (the API, validating every write) keeps the generated parsers.
// The setting is zod's own: a host app sharing this copy of zod builds its schemas this way too.
if (!inNode) z.config({ jitless: true });

export { z };
