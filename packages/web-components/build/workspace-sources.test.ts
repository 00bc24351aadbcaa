import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import reactEditorBuild from '../../react-editor/tsup.config';
import sdkCoreBuild from '../../sdk-core/tsup.config';
import { workspaceSources } from './workspace-sources';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('workspaceSources', () => {
  it('maps each built entry point of sdk-core and the React editor to its source file', () => {
    const sources = {
      ...workspaceSources(path.join(packages, 'sdk-core'), sdkCoreBuild),
      ...workspaceSources(path.join(packages, 'react-editor'), reactEditorBuild),
    };
    expect(sources['@figura/sdk-core/editor']).toBe(
      path.join(packages, 'sdk-core/src/editor/index.ts'),
    );
    expect(sources['@figura/sdk-core/i18n/files']).toBe(
      path.join(packages, 'sdk-core/src/i18n/locale-files.ts'),
    );
    expect(sources['@figura/react-editor']).toBe(path.join(packages, 'react-editor/src/index.ts'));
    expect(sources['@figura/react-editor/fonts']).toBe(
      path.join(packages, 'react-editor/src/fonts/font-face.ts'),
    );
    // Every mapped file exists: a wrong path would break the embed build.
    for (const file of Object.values(sources)) expect(existsSync(file), file).toBe(true);
    // Exports that are not built entries (styles, translation files) are left to the resolver.
    expect(sources['@figura/react-editor/styles.css']).toBeUndefined();
  });
});
