import { buildSignOnApp } from './app.ts';
import { signOnConfigFromEnv } from './config.ts';

const config = signOnConfigFromEnv();
const app = await buildSignOnApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Figura sign-on site listening on http://${config.host}:${config.port} (public URL ${config.publicUrl})`,
);
