import { describe, expect, it } from 'vitest';
import { detectReplicates } from './replicates';
import { groupName } from './series';

describe('replicate columns', () => {
  it('groups numbered columns of one name into series', () => {
    expect(detectReplicates(['Rep 1', 'Rep 2', 'Rep 3'])).toBe(3);
    expect(detectReplicates(['WT 1', 'WT 2', 'KO 1', 'KO 2'])).toBe(2);
    expect(detectReplicates(['Control', 'Treated'])).toBe(1);
    expect(detectReplicates(['A 1', 'B 1'])).toBe(1);
    expect(groupName('Control_2')).toBe('Control');
  });
});
