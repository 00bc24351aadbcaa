import { describe, expect, it } from 'vitest';
import { formatDocumentDate } from './format';

describe('formatDocumentDate', () => {
  it('writes day/month/year with hours and minutes', () => {
    expect(formatDocumentDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });
  it('reads the API’s ISO timestamps in local time', () => {
    const saved = new Date(2026, 10, 24, 18, 5, 30);
    expect(formatDocumentDate(saved.toISOString())).toBe('24/11/2026 18:05');
  });
  it('leaves the time out when asked', () => {
    expect(formatDocumentDate(new Date(2026, 10, 21, 23, 59), false)).toBe('21/11/2026');
  });
  it('leaves the time out of a calendar day, whatever the time zone', () => {
    expect(formatDocumentDate('2026-02-28')).toBe('28/02/2026');
    expect(formatDocumentDate('2026-12-31')).toBe('31/12/2026');
  });
  it('returns an empty string for an unreadable date', () => {
    expect(formatDocumentDate('not a date')).toBe('');
    expect(formatDocumentDate('2026-13-45T00:00:00Z')).toBe('');
  });
});
