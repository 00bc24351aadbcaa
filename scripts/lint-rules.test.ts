// The architecture guards of eslint.config.js, checked on probe sources placed (virtually) in each package.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('architecture lint rules', () => {
  it('keep React, fabric values and DOM globals out of sdk-core', async () => {
    const messages = await ruleIdsFor(
      'packages/sdk-core/src/probe.ts',
      "import React from 'react';\nimport { Rect } from 'fabric';\nexport const probe = [React, Rect, document.title];\n",
    );
    expect(messages.join('\n')).toMatch(/sdk-core has no React/);
    expect(messages.join('\n')).toMatch(/sdk-core receives fabric as a parameter/);
    expect(messages.join('\n')).toMatch(/global document/);
  });

  it('allow fabric types in the sdk-core render adapter', async () => {
    const messages = await ruleIdsFor(
      'packages/sdk-core/src/render/probe.ts',
      "import type { Canvas } from 'fabric';\nexport type Probe = Canvas;\n",
    );
    expect(messages).toEqual([]);
  });

  it('keep react-editor below web-components and every package away from apps/', async () => {
    const messages = await ruleIdsFor(
      'packages/react-editor/src/probe.ts',
      "import { x } from '@figura/web-components';\nimport { y } from '../../../apps/api/src/app';\nexport const probe = [x, y];\n",
    );
    expect(messages.join('\n')).toMatch(/react-editor sits below web-components/);
    expect(messages.join('\n')).toMatch(/Nothing imports from apps/);
  });

  it('let the API import only the schema, the renderer and the font manifest', async () => {
    const refused = await ruleIdsFor(
      'apps/api/src/probe.ts',
      "import { createApiClient } from '@figura/sdk-core/api';\nexport const probe = createApiClient;\n",
    );
    expect(refused.join('\n')).toMatch(/imports only @figura\/sdk-core\/schema/);
    const allowed = await ruleIdsFor(
      'apps/api/src/probe.ts',
      "import { parseSlideDocument } from '@figura/sdk-core/schema';\nimport { bundledFaces } from '@figura/sdk-core/fonts';\nexport const probe = [parseSlideDocument, bundledFaces];\n",
    );
    expect(allowed).toEqual([]);
  });
});

describe('architecture lint rules for the servers', () => {
  it('let the sign-on site import only the shared settings and server pieces, the contract, the rules and the design tokens', async () => {
    const allowed = await ruleIdsFor(
      'apps/sign-on/src/probe.ts',
      "import { readSettings } from '@figura/settings';\nimport { interFontHead } from '@figura/settings/fonts';\nimport { refuseDeepJson } from '@figura/server';\nimport { formatIssues } from '@figura/sdk-core/contract';\nimport { safeContinueUrl } from '@figura/sdk-core/rules';\nimport { COLOURS } from '@figura/sdk-core/design';\nexport const probe = [readSettings, interFontHead, refuseDeepJson, formatIssues, safeContinueUrl, COLOURS];\n",
    );
    expect(allowed).toEqual([]);
    const refused = await ruleIdsFor(
      'apps/sign-on/src/probe.ts',
      "import { createApiClient } from '@figura/sdk-core/api';\nimport { parseSlideDocument } from '@figura/sdk-core/schema';\nimport { buildApiApp } from '../../../apps/api/src/app.ts';\nexport const probe = [createApiClient, parseSlideDocument, buildApiApp];\n",
    );
    expect(
      refused.filter((message) => /imports only @figura\/settings/.test(message)),
    ).toHaveLength(2);
    expect(refused.join('\n')).toMatch(/The sign-on site stands alone\.$/m);
  });

  it('let the billing site read the contract and the rules, never the slide document', async () => {
    const allowed = await ruleIdsFor(
      'apps/billing/src/probe.ts',
      "import { billingEventSchema } from '@figura/sdk-core/contract';\nimport { PROMOTIONS } from '@figura/sdk-core/rules';\nexport const probe = [billingEventSchema, PROMOTIONS];\n",
    );
    expect(allowed).toEqual([]);
    const refused = await ruleIdsFor(
      'apps/billing/src/probe.ts',
      "import { PLANS } from '@figura/sdk-core/schema';\nexport const probe = PLANS;\n",
    );
    expect(refused.join('\n')).toMatch(/never the slide document/);
  });

  it('let the API import the shared settings and server pieces', async () => {
    const allowed = await ruleIdsFor(
      'apps/api/src/probe.ts',
      "import { readSettings } from '@figura/settings';\nimport { refuseDeepJson } from '@figura/server';\nexport const probe = [readSettings, refuseDeepJson];\n",
    );
    expect(allowed).toEqual([]);
  });

  it('keep the shared server pieces on the contract alone', async () => {
    const refused = await ruleIdsFor(
      'packages/server/src/probe.ts',
      "import { createEditor } from '@figura/sdk-core/editor';\nexport const probe = createEditor;\n",
    );
    expect(refused.join('\n')).toMatch(/import only @figura\/sdk-core\/contract/);
  });

  it('keep the shared settings free of the other packages', async () => {
    const refused = await ruleIdsFor(
      'packages/settings/src/probe.ts',
      "import { formatIssues } from '@figura/sdk-core/schema';\nexport const probe = formatIssues;\n",
    );
    expect(refused.join('\n')).toMatch(/settings import no other package/);
  });
});

describe('the schema floors', () => {
  const floor = (file: string, source: string) =>
    ruleIdsFor(`packages/sdk-core/src/schema/${file}`, source).then((messages) =>
      messages.filter((message) => message.startsWith('import-x/no-restricted-paths')),
    );

  it('keep the document below the rules and the contract', async () => {
    expect(await floor('document/probe.ts', "export { PLANS } from '../rules/plans';\n")).toEqual([
      expect.stringMatching(/ground floor/),
    ]);
    expect(
      await floor(
        'document/elements/probe.ts',
        "import type { Creation } from '../../contract/creation';\nexport type Probe = Creation;\n",
      ),
    ).toEqual([expect.stringMatching(/ground floor/)]);
    expect(
      await floor(
        'document/probe.ts',
        "import { createEditor } from '../../editor/create-editor';\nexport const probe = createEditor;\n",
      ),
    ).toEqual([expect.stringMatching(/ground floor/)]);
    expect(await floor('document/probe.ts', "export { text } from './strings';\n")).toEqual([]);
  });

  it('keep the rules on the document alone, and the contract below everything else', async () => {
    expect(
      await floor('rules/probe.ts', "export { creationSchema } from '../contract/creation';\n"),
    ).toEqual([expect.stringMatching(/rules\/ imports only/)]);
    expect(await floor('rules/probe.ts', "export { text } from '../document/strings';\n")).toEqual(
      [],
    );
    expect(
      await floor(
        'contract/probe.ts',
        "export { createEditor } from '../../editor/create-editor';\n",
      ),
    ).toEqual([expect.stringMatching(/contract\/ imports only/)]);
    expect(
      await floor(
        'contract/probe.ts',
        "export { PLANS } from '../rules/plans';\nexport { text } from '../document/strings';\n",
      ),
    ).toEqual([]);
  });
});
