import { extractErrorMessage } from './errors';
import type { Translate } from '../i18n/create-i18n';

/**
 * The words to show for a failure: the server's message as it sent it (the API answers in
 * English, its messages being part of the HTTP contract), the editor's own (already
 * translated), or "unexpected error" in the user's language when there is none.
 */
export function errorText(error: unknown, t: Translate): string {
  return extractErrorMessage(error, t('common:errors.unexpected'));
}
