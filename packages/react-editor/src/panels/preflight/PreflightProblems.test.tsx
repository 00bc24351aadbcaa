// @vitest-environment jsdom
// The problems list: a fix is a button, and a double click applies one fix, not also the one the
// list moves under the pointer as it closes up.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PreflightProblem } from '@figura/sdk-core/preflight';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { PreflightProblems } from './PreflightProblems';

const mount = reactRoots();

const problem = (id: string): PreflightProblem => ({
  id,
  check: 'font-family',
  severity: 'warning',
  message: `Text “${id}” is set in Inter; Cell asks for Arial.`,
  elementId: id,
  fix: 'profile-font',
});

describe('the Preflight problems', () => {
  it('applies a fix on a click or a key, but not twice on a double click', async () => {
    const onFix = vi.fn();
    const host = await mount(
      <I18nProvider i18n={createEnglishI18n()}>
        <PreflightProblems
          problems={[problem('title'), problem('label')]}
          onReveal={() => {}}
          onFix={onFix}
          profileName="Cell"
        />
      </I18nProvider>,
    );
    const fixes = [...host.querySelectorAll<HTMLButtonElement>('.figura-preflight-fix')];
    expect(fixes.map((fix) => fix.textContent)).toEqual([
      "Fix: set it in Cell's typeface",
      "Fix: set it in Cell's typeface",
    ]);
    const click = (button: HTMLButtonElement, detail: number) =>
      act(async () => {
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail }));
      });
    await click(fixes[0]!, 1);
    await click(fixes[1]!, 2); // the second click of a double click, after the list moved
    expect(onFix.mock.calls.map(([fixed]) => (fixed as PreflightProblem).id)).toEqual(['title']);
    // Enter or Space on a focused button is a click of detail 0.
    await click(fixes[1]!, 0);
    expect(onFix).toHaveBeenCalledTimes(2);
  });
});

describe('a long list of one check', () => {
  it('shows its first three and "Show N more", which shows the rest', async () => {
    const samples = Array.from({ length: 13 }, (_, i) => ({
      ...problem(`sample-${i}`),
      check: 'sample-text' as const,
      severity: 'error' as const,
      fix: undefined,
    }));
    const typeface = problem('title');
    const host = await mount(
      <I18nProvider i18n={createEnglishI18n()}>
        <PreflightProblems
          problems={[...samples, typeface]}
          onReveal={() => {}}
          onFix={() => {}}
          profileName="Cell"
        />
      </I18nProvider>,
    );
    const items = () => [...host.querySelectorAll('li')].map((li) => li.textContent);
    expect(items()).toHaveLength(5);
    expect(items()[3]).toBe('Show 10 more: Sample text');
    // The next check's problem and its fix are in sight, not 13 items down.
    expect(items()[4]).toContain("Fix: set it in Cell's typeface");
    const more = host.querySelector<HTMLButtonElement>('.figura-preflight-more')!;
    await act(async () => more.click());
    expect(items()).toHaveLength(14);
  });
});
