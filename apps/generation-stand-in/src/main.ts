import { createGenerationStandIn } from './server.ts';

// A local stand-in for an image-generation service (`npm start` and the browser tests; never for
// production): it answers the OpenAI-compatible call the API makes with a picture drawn from the
// prompt by a fixed rule (picture.ts), not by a model.
const port = Number(process.env.GENERATION_STAND_IN_PORT ?? 5178);
const host = process.env.HOST ?? '127.0.0.1';

const server = createGenerationStandIn();
server.listen(port, host, () =>
  console.log(`Local image-generation stand-in on http://${host}:${port} (not a model)`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
