import { describe, expect, it } from 'vitest';
import { ApiError, extractErrorMessage } from './errors';

describe('extractErrorMessage', () => {
  it('takes the first message of a list', () => {
    expect(extractErrorMessage({ message: ['first', 'second'] })).toBe('first');
  });

  it('takes the message when it is a string', () => {
    expect(extractErrorMessage({ message: 'Name is too long' })).toBe('Name is too long');
  });

  it("falls back to 'Unexpected error.'", () => {
    for (const body of [
      undefined,
      null,
      '',
      'plain text',
      {},
      { message: [] },
      { message: '' },
      { message: 42 },
    ]) {
      expect(extractErrorMessage(body)).toBe('Unexpected error.');
    }
  });

  it('reads an ApiError: its first message, or the fallback when the server sent none', () => {
    expect(extractErrorMessage(new ApiError(400, { message: ['a', 'b'] }))).toBe('a');
    expect(extractErrorMessage(new ApiError(500, ''))).toBe('Unexpected error.');
    expect(extractErrorMessage(new ApiError(null, undefined), 'Erreur inattendue.')).toBe(
      'Erreur inattendue.',
    );
  });
});
