import { describe, it } from 'vitest';
import { API_CONTRACT } from './api-contract';
import { MemoryFiguraApi } from './memory-api';

// The same cases run against the real API in apps/api/test/api-contract.test.ts.
describe('the in-memory API keeps the API contract', () => {
  for (const contractCase of API_CONTRACT)
    it(contractCase.name, () => contractCase.run(new MemoryFiguraApi()));
});
