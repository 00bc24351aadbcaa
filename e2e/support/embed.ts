import type { BrowserContext, Page } from 'playwright-core';
import { apiClient } from './api';
import { editorReady, waitForEditor } from './editor';
import { registerAndGetToken } from './signon';
import { uniqueEmail, type TestStack } from './stack';

export interface EmbeddedCreation {
  api: ReturnType<typeof apiClient>;
  creationId: string;
  slideId: string;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page since it opened. */
  pageErrors: string[];
}

/**
 * A new author with a new graphical abstract, opened in the plain-HTML journal example
 * (docs/examples/plain-html) with its <figura-editor> ready.
 */
export async function openEmbeddedCreation(
  stack: TestStack,
  author: string,
  /** Runs on the new page before it navigates (routes, listeners). */
  beforeOpen?: (page: Page) => Promise<void> | void,
  /** What to wait for once the page has loaded: by default an editor that takes input. */
  ready = editorReady(),
  /** Where the example is served: by default the portal's /examples/plain-html/. */
  at: string = `${stack.urls.portal}/examples/plain-html/`,
): Promise<EmbeddedCreation> {
  const token = await registerAndGetToken(stack.urls.signOn, {
    email: uniqueEmail(author),
    name: author,
    password: `${author}-password-1`,
  });
  const api = apiClient(stack.urls.api, token);
  const creation = await api.createCreation({ type: 'abstract', name: `${author}'s abstract` });
  const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await beforeOpen?.(page);
  const query = new URLSearchParams({ api: stack.urls.api, creation: creation.id, token });
  await page.goto(`${at}?${query}`);
  await page.locator(ready).first().waitFor();
  return {
    api,
    creationId: creation.id,
    slideId: creation.slides[0]!.id,
    context,
    page,
    pageErrors,
  };
}

/**
 * Another creation of the same author, opened in a new tab of the same browser context (same
 * token, same clipboard), as a user with two journal articles open would have it.
 */
export async function openCreationInNewTab(
  from: EmbeddedCreation,
  creationId: string,
): Promise<{ page: Page; pageErrors: string[] }> {
  const url = new URL(from.page.url());
  url.searchParams.set('creation', creationId);
  const page = await from.context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url.href);
  await waitForEditor(page);
  return { page, pageErrors };
}
