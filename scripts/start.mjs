// `npm start`: runs the product and prints where to open it. Ctrl+C stops everything.
import { startStack } from './stack.mjs';

const stack = await startStack({
  // The example journal's submission pages (docs/examples/journal-submission).
  journalPort: Number(process.env.JOURNAL_PORT ?? 5174),
  // The terminal shows problems, not every request: LOG_LEVEL=info npm start for request logs.
  env: {
    SIGNON_SEED_DEMO: process.env.SIGNON_SEED_DEMO ?? '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const line = '─'.repeat(60);
console.log(`\n${line}\n  Figura is running.\n\n  Open the portal:  ${stack.urls.portal}\n`);
console.log(
  `  Sign-on site:     ${stack.urls.signOn}  (demo account: demo@figura.test / figura-demo)`,
);
console.log(`  API:              ${stack.urls.api}`);
console.log(
  `  Billing site:     ${stack.urls.billing}  (China host ${stack.urls.billingChina}; test card 4242 4242 4242 4242)`,
);
console.log(`  Embed example:    ${stack.urls.portal}/examples/plain-html/`);
if (stack.urls.journal)
  console.log(
    `  Journal example:  ${stack.urls.journal}/ (the builder in a submission form; /iframe.html in a frame)`,
  );
if (stack.demoPartner)
  console.log(
    `  Demo journal:     partner ${stack.demoPartner.id}, its key in ${stack.demoPartner.keyFile}`,
  );
if (stack.urls.oidcIdp)
  console.log(
    `  Social sign-in:   ${stack.urls.oidcIdp}  (local stand-in for Google and Facebook: test accounts, or type any email)`,
  );
console.log(`  Data directory:   ${stack.dataDir}\n\n  Press Ctrl+C to stop.\n${line}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Figura…');
    await stack.stop();
    process.exit(0);
  });
}
