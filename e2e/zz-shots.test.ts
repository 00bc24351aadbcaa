import { describe, it } from 'vitest';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { waitForEditor } from './support/editor';

const stack = useTestStack('steady-canvas', { supportChat: true });

describe('shots', () => {
  it('takes them', async () => {
    for (const [w, h] of [[1440, 900], [1280, 720]]) {
      const context = await stack.browser.newContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      await signUpToMyCreations(page, stack.urls, { emailPrefix: 'shots', name: 'Shot Taker' });
      await page.getByRole('button', { name: 'New slide' }).click();
      await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
      await waitForEditor(page, 'body');
      await page.waitForTimeout(6000);
      await page.screenshot({ path: `/tmp/shots/${w}-empty.png` });
      const tb = page.getByRole('toolbar', { name: 'Editor tools' });
      for (const n of ['Rectangle', 'Ellipse', 'Rectangle', 'Arrow']) await tb.getByRole('button', { name: n, exact: true }).click();
      await tb.getByRole('button', { name: 'Text', exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${w}-text.png` });
      await tb.getByRole('button', { name: 'Shapes', exact: true }).click();
      await page.getByRole('button', { name: 'Chart', exact: true }).click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${w}-chart.png` });
      await page.getByRole('button', { name: 'Help', exact: true }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/${w}-help.png` });
      await context.close();
    }
  });
});
