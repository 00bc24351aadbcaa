import { describe, expect, it } from 'vitest';
import { formatDocumentDate } from './format';

describe('formatDocumentDate', () => {
  it('writes day/month/year with hours and minutes', () => {
    expect(formatDocumentDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });
  it('leaves the time out when asked', () => {
    expect(formatDocumentDate(new Date(2026, 10, 21, 23, 59), false)).toBe('21/11/2026');
  });
  it('returns an empty string for an unreadable date', () => {
    expect(formatDocumentDate('not a date')).toBe('');
  });
});
