import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The test file's way to render React in jsdom: each call mounts into a new element of the page
 * (or of `parent`: an editor's container, where the shell puts its panels, so keys pressed in
 * them reach the editor's key handling) and resolves once rendered; everything mounted is
 * unmounted and removed after each test. Use it from files marked `// @vitest-environment jsdom`.
 */
export function reactRoots(): (
  element: ReactElement,
  parent?: HTMLElement,
) => Promise<HTMLElement> {
  const mounted: { unmount: () => void; host: HTMLElement }[] = [];
  afterEach(async () => {
    for (const { unmount, host } of mounted.splice(0)) {
      await act(async () => unmount());
      host.remove();
    }
  });
  return async (element, parent = globalThis.document.body) => {
    const host = parent.ownerDocument.createElement('div');
    parent.append(host);
    const root = createRoot(host);
    mounted.push({ unmount: () => root.unmount(), host });
    await act(async () => root.render(element));
    return host;
  };
}
