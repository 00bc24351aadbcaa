import { describe, expect, it } from 'vitest';
import {
  draftTotal,
  newOrderDraft,
  orderInputOf,
  withSpecLine,
  withoutSpecLine,
} from './order-draft';

describe('the order draft', () => {
  it('starts from the defaults of spec §3: one graphical abstract, not express, total 200', () => {
    const draft = newOrderDraft();
    expect(draft).toEqual({ type: 'graphical_abstract', quantity: '1', express: false, specs: [] });
    expect(draftTotal(draft)).toBe(200);
  });

  it('shows the total the server sets: 200 a piece, express included', () => {
    expect(draftTotal({ quantity: '2' })).toBe(400);
    const express = { ...newOrderDraft(), quantity: '3', express: true };
    expect(draftTotal(express)).toBe(600);
  });

  it('has no total and no order while the quantity is not a whole number from 1 to 50', () => {
    for (const quantity of ['', '0', '51', '1.5', '-2', 'two']) {
      expect(draftTotal({ quantity })).toBeNull();
      expect(orderInputOf({ ...newOrderDraft(), quantity })).toBeNull();
    }
    expect(draftTotal({ quantity: ' 50 ' })).toBe(10000);
  });

  it('adds trimmed spec lines, skips blank ones, and removes the one asked', () => {
    let draft = withSpecLine(newOrderDraft(), '  Blue palette ');
    draft = withSpecLine(draft, '   ');
    draft = withSpecLine(draft, 'Three panels');
    draft = withSpecLine(draft, 'Journal logo');
    expect(draft.specs).toEqual(['Blue palette', 'Three panels', 'Journal logo']);
    expect(withoutSpecLine(draft, 1).specs).toEqual(['Blue palette', 'Journal logo']);
  });

  it('stops at 20 spec lines', () => {
    let draft = newOrderDraft();
    for (let line = 1; line <= 21; line++) draft = withSpecLine(draft, `line ${line}`);
    expect(draft.specs).toHaveLength(20);
    expect(draft.specs.at(-1)).toBe('line 20');
  });

  it('sends the typed values, with a line still in the new-line box', () => {
    const draft = { ...withSpecLine(newOrderDraft(), 'A'), quantity: '2', express: true };
    expect(orderInputOf(draft, ' B ')).toEqual({
      type: 'graphical_abstract',
      quantity: 2,
      express: true,
      specs: ['A', 'B'],
    });
    expect(orderInputOf(draft)?.specs).toEqual(['A']);
  });
});
