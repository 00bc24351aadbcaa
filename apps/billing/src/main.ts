import { buildBillingApp } from './app.ts';
import { billingConfigFromEnv } from './config.ts';
import { createPaymentStore } from './subscriptions.ts';

// Two hosts of one site (the main one and China's), sharing what was paid (kept in the data
// directory, so invoices outlive a restart).
const config = billingConfigFromEnv();
const payments = createPaymentStore({ file: config.paymentsFile });
const main = await buildBillingApp({ config, payments, region: 'main' });
const china = await buildBillingApp({ config, payments, region: 'china' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([main.close(), china.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// China's host first: the start scripts wait for the main one, and then both answer.
await china.listen({ port: config.chinaPort, host: config.host });
await main.listen({ port: config.port, host: config.host });
main.log.info(
  `Figura reference billing site on ${config.publicUrl} (China host ${config.chinaPublicUrl})`,
);
