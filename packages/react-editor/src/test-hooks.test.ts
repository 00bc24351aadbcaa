import { describe, expect, it } from 'vitest';
import { exposeForTests, TEST_HOOKS } from './test-hooks';

describe('test hooks', () => {
  it('are off unless the build defines __FIGURA_TEST_HOOKS__ (a host’s build does not)', () => {
    expect(TEST_HOOKS).toBe(false);
    const root = {};
    const undo = exposeForTests(root, 'figuraEditor', { editor: true });
    expect('figuraEditor' in root).toBe(false);
    undo();
  });
});
