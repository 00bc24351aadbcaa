import { toStorableText } from '../schema/document/storable-text';

/**
 * Text as the builder keeps it: storable (no NUL, no lone surrogate), tabs and carriage returns
 * as the editor's textboxes read them (spaces and line breaks), at most `limit` characters.
 */
export function builderText(value: string, limit: number): string {
  const clean = toStorableText(value).replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  return Array.from(clean).slice(0, limit).join('');
}
