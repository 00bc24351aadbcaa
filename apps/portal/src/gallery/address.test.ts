import { describe, expect, it } from 'vitest';
import { addressWith } from './address';

describe('the gallery address', () => {
  it('sets and removes what changes, keeping the rest in its order', () => {
    const current = new URLSearchParams('type=templates&kind=poster&q=mouse');
    expect(addressWith(current, { kind: 'abstract', journal: 'cell' }).toString()).toBe(
      'type=templates&kind=abstract&q=mouse&journal=cell',
    );
    expect(addressWith(current, { kind: null, q: '' }).toString()).toBe('type=templates');
    // The address read is left as it was.
    expect(current.toString()).toBe('type=templates&kind=poster&q=mouse');
  });
});
