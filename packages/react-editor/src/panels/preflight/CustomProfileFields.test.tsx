// @vitest-environment jsdom
// The custom profile's fields say the printed size their numbers make, so "DPI 53" on an A0
// poster reads as the 84.1 cm it checks, not as a low resolution.
import { describe, expect, it } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../../i18n/translation';
import { reactRoots } from '../../testing/react-root';
import { CustomProfileFields } from './CustomProfileFields';

const mount = reactRoots();

describe('the custom profile’s fields', () => {
  it('say an A0 poster is checked as printed on A0, text at least 18 pt there', async () => {
    // What an A0 poster starts with (preflight-session.test.ts): its 1768 px over 84.1 cm.
    const custom = { width: 1768, height: 2500, dpi: 53, formats: ['pdf' as const], minFontPt: 18 };
    const host = await mount(
      <I18nProvider i18n={createEnglishI18n()}>
        <CustomProfileFields custom={custom} onChange={() => {}} />
      </I18nProvider>,
    );
    expect(host.textContent).toContain('Checked as printed 84.7 × 119.8 cm: width ÷ DPI.');
    const numbers = [...host.querySelectorAll<HTMLInputElement>('input[type="number"]')];
    expect(numbers.map((input) => input.value)).toEqual(['1768', '2500', '53', '18']);
  });
});
