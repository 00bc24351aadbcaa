import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, SYMBOL_FONT } from '../packages/sdk-core/src/fonts/font-manifest';
import { generateFontModules, MANIFEST_FILE, URLS_FILE } from './generate-font-manifest';

const root = path.resolve(import.meta.dirname, '..');

describe('the font manifest', () => {
  it('is what the generator writes from the installed @fontsource packages (else run `npm run generate-fonts`)', async () => {
    const { manifest, urls } = await generateFontModules();
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(manifest);
    expect(readFileSync(URLS_FILE, 'utf8')).toBe(urls);
  });

  it('names packages the editor and the server export both install, in the same versions', () => {
    for (const dir of ['packages/react-editor', 'apps/api']) {
      const require = createRequire(path.join(root, dir, 'package.json'));
      for (const font of [...FONT_FAMILIES, SYMBOL_FONT]) {
        const installed = JSON.parse(
          readFileSync(require.resolve(`${font.package}/package.json`), 'utf8'),
        ) as { version: string };
        expect(installed.version, `${font.package} in ${dir}`).toBe(font.version);
      }
    }
  });
});
