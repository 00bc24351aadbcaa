// @vitest-environment jsdom
// An armed draw tool says what the next press on the slide does, and how to put it down.
import { describe, expect, it } from 'vitest';
import type { ShapeTool } from '@figura/sdk-core/editor';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { reactRoots } from '../testing/react-root';
import { ToolHint } from './ToolHint';

const mount = reactRoots();

async function hint(tool: ShapeTool | null, kept = false) {
  const host = await mount(
    <I18nProvider i18n={createEnglishI18n()}>
      <ToolHint tool={tool} kept={kept} />
    </I18nProvider>,
  );
  return host.querySelector('[role="status"]')!;
}

describe('the armed tool’s hint', () => {
  it('tells where a text box goes and how to put the tool down', async () => {
    expect((await hint('textbox')).textContent).toBe(
      'Click where the text goes, or drag to set its width. Esc puts the tool down.',
    );
  });

  it('tells how an arrow is drawn, and that a kept tool stays for more', async () => {
    expect((await hint('arrow', true)).textContent).toBe(
      'Drag from the start to what it points at; an end on an element holds to it. Kept for several: Esc puts it down.',
    );
  });

  it('says nothing with no tool armed (the live region stays, empty)', async () => {
    expect((await hint(null)).textContent).toBe('');
  });
});
