import { createApiClient, type FiguraApi } from '@figura/sdk-core/api';
import { API_CONTRACT } from '@figura/sdk-core/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';

// The cases the in-memory API is held to (packages/sdk-core/src/testing), against the real
// server through the SDK's own client: on PGlite, and on PostgreSQL when DATABASE_URL is set.
let harness: ApiHarness;
let api: FiguraApi;

beforeAll(async () => {
  harness = await startApi();
  const user = await harness.newUser();
  api = createApiClient({ baseURL: harness.baseUrl, getToken: () => user.token });
});

afterAll(async () => {
  await harness.close();
});

describe('the API keeps the API contract', () => {
  for (const contractCase of API_CONTRACT) it(contractCase.name, () => contractCase.run(api));
});
