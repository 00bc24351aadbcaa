import { describe, expect, it } from 'vitest';
import { createFiguraI18n, translator, whenTranslated } from '../i18n/create-i18n';
import { errorText } from './error-text';
import { ApiError } from './errors';

describe('errorText', () => {
  it("shows the server's message, else 'unexpected' in the user's language", async () => {
    const i18n = createFiguraI18n({
      resources: { en: { common: { errors: { unexpected: 'Oops.' } } } },
    });
    await whenTranslated(i18n);
    const t = translator(i18n, 'editor');
    expect(errorText(new ApiError(404, { message: 'Creation not found' }), t)).toBe(
      'Creation not found',
    );
    expect(errorText(new ApiError(null, undefined), t)).toBe('Oops.');
    expect(errorText(new Error('The editor said so.'), t)).toBe('The editor said so.');
  });
});
