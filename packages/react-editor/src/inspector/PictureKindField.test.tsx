// @vitest-environment jsdom
// Saying what an uploaded picture is: the choice is stored on the picture as one undo step, and
// preflight then holds it to what print asks of that kind.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { preflight, profileById } from '@figura/sdk-core/preflight';
import { createDefaultElement, elementSchema, type UploadElement } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { headlessEditors } from '../testing/fixtures';
import { reactRoots } from '../testing/react-root';
import { PictureKindField } from './PictureKindField';

const open = headlessEditors();
const mount = reactRoots();

// 600 pixels shown 300 px wide on a 1200 x 600 slide.
const gel = elementSchema.parse({
  ...createDefaultElement('upload', { left: 100, top: 100, width: 300, height: 300 }, 'gel'),
  naturalWidth: 600,
  naturalHeight: 600,
  fileName: 'gel.png',
}) as UploadElement;

describe('what the picture is', () => {
  it('offers the three kinds with what print asks of each, and stores the choice as one step', async () => {
    const t = await open(gel);
    const render = () =>
      mount(
        <I18nProvider i18n={createEnglishI18n()}>
          <PictureKindField editor={t.editor} element={t.element('gel') as UploadElement} />
        </I18nProvider>,
      );
    const host = await render();
    const select = host.querySelector('select')!;
    expect(host.querySelector('label')?.textContent).toBe('What the picture is');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Photograph (300 dpi)',
      'Photo with lettering (500 dpi)',
      'Line art, graph or gel (1000 dpi)',
    ]);
    expect(select.value).toBe('photo');

    await act(async () => {
      select.value = 'line-art';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(t.element('gel')).toMatchObject({ pictureKind: 'line-art' });
    // Elsevier prints the slide within 13 x 5 cm: 300 px are about an inch, so ~610 dpi.
    const check = () =>
      preflight([t.document], profileById('elsevier')).problems.filter(
        (problem) => problem.check === 'resolution',
      );
    expect(check().map((problem) => problem.severity)).toEqual(['warning']);
    t.editor.undo();
    expect(t.element('gel')).not.toHaveProperty('pictureKind');
    expect(check()).toEqual([]);
  });
});
