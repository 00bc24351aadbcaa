import { startStack } from './stack.mjs';
import { builderFirstInteractive, builderKeystroke } from '../bench/builder-figures.mjs';
import { mkdtempSync } from 'node:fs';
const stack = await startStack({ dataDir: mkdtempSync('/tmp/bu-bench-'), quiet: true, ports: { portal: 8499, api: 6399, signOn: 6398 }, journalPort: 8498 });
try {
  console.log('first interactive', await builderFirstInteractive(stack.urls.journal));
  console.log('keystroke', await builderKeystroke(stack.urls.journal));
} finally { await stack.stop(); }
