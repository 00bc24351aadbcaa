import { AxiosError, AxiosHeaders } from 'axios';
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

  it('reads an ApiError and the reply body of an axios error', () => {
    expect(extractErrorMessage(new ApiError(400, { message: ['a', 'b'] }))).toBe('a');
    const config = { headers: new AxiosHeaders() };
    const reply = {
      data: { message: 'Forbidden' },
      status: 403,
      statusText: '',
      headers: {},
      config,
    };
    expect(
      extractErrorMessage(
        new AxiosError('Request failed with status code 403', '403', config, {}, reply),
      ),
    ).toBe('Forbidden');
    // axios's own wording is not a server message
    expect(
      extractErrorMessage(
        new AxiosError(
          'Request failed with status code 500',
          '500',
          config,
          {},
          { ...reply, data: '' },
        ),
      ),
    ).toBe('Unexpected error.');
  });
});
