// The slide documents the export tests draw (packages/export/test/fixtures).
import { readFileSync } from 'node:fs';
import { parseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';

export const FIXTURES_DIR = new URL('../../test/fixtures/', import.meta.url);

export const fixturePath = (name: string) => new URL(`${name}.json`, FIXTURES_DIR).pathname;

export function fixture(name: string): SlideDocument {
  return parseSlideDocument(JSON.parse(readFileSync(fixturePath(name), 'utf8')));
}
