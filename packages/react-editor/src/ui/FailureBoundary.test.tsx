// @vitest-environment jsdom
// The portal's page boundary: a page that fails says so, and going to another address shows
// that address's page instead of the old failure.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { FailureBoundary } from './FailureBoundary';

const render = reactRoots();

function Broken(): never {
  throw new Error('the page could not be drawn');
}

function Pages() {
  const [path, setPath] = useState('/broken');
  return (
    <>
      <button type="button" onClick={() => setPath('/my-creations')}>
        My creations
      </button>
      <FailureBoundary logName="the page" failed={<p role="alert">Failed</p>} resetKey={path}>
        {path === '/broken' ? <Broken /> : <p>Your creations</p>}
      </FailureBoundary>
    </>
  );
}

describe('a failure boundary', () => {
  it('shows its failure in place of what threw, logs why, and tries again at a new address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await render(<Pages />);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed');
    expect(
      logged.mock.calls.some(([message]) => message === 'Figura: the page could not be shown'),
    ).toBe(true);
    await act(async () => host.querySelector('button')!.click());
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.textContent).toContain('Your creations');
    logged.mockRestore();
  });
});
