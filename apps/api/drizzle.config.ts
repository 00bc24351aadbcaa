import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @figura/api db:generate` writes SQL migrations into ./drizzle; the API applies
// them on start (src/db/migrate.ts). No database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/saml-schema.ts',
    './src/db/mail-schema.ts',
    './src/db/partner-schema.ts',
  ],
  out: './drizzle',
});
