// A team in the portal: a lab's admin buys the team plan, starts a team, moves a creation into its
// workspace and invites a colleague by email; the colleague follows the mailed link (read from the
// email stand-in's outbox), signs up with the invited address, joins, and edits the workspace
// creation.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { drawWithTool, waitForEditor, waitForSaved } from './support/editor';
import { sweep } from './support/page-checks';
import { buyPlan } from './support/plans';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('teams');
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A new browser where `path` is opened and the person signs up on the way (sign-on site). */
/** A new browser, signed out, at the portal's `path`. */
async function visit(path: string): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.urls.portal}${path}`);
  return page;
}

async function signUpAt(path: string, person: { email: string; name: string }): Promise<Page> {
  const page = await visit(path);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await registerThroughForm(page, { ...person, password: 'correct horse battery staple' });
  await page.waitForURL(`${stack.urls.portal}${path}`);
  return page;
}

/** The API token the portal keeps in its token cookie ("<access token>|<user id>"), once written. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = async () =>
    (await page.context().cookies(stack.urls.portal)).find((c) => c.name === 'figura_auid');
  // The portal writes it when it has the session, a moment after the page opens.
  await expect.poll(cookie).toBeDefined();
  return decodeURIComponent((await cookie())!.value).split('|')[0]!;
}

describe('a team workspace', () => {
  it('an admin invites a member by email; the member accepts and edits a workspace creation', async () => {
    // Team workspaces come with the team plan (Teams and Institutions): the admin buys it on the
    // billing site, then starts a team from /workspace.
    const admin = await signUpAt('/my-creations', {
      email: uniqueEmail('lab-admin'),
      name: 'Ada Admin',
    });
    await buyPlan(stack.urls, await tokenOf(admin), 'L');
    await admin.goto(`${stack.urls.portal}/workspace`);
    await admin.getByLabel('Team name').fill('Neuro lab');
    await admin.getByRole('button', { name: 'Create the team' }).click();
    await admin.getByRole('heading', { name: 'Neuro lab workspace' }).waitFor();
    const teamId = new URL(admin.url()).pathname.split('/').pop()!;

    // One of their creations goes into the workspace from /my-creations.
    const creation = await apiClient(stack.urls.api, await tokenOf(admin)).createCreation({
      name: 'Lab poster',
    });
    await admin.goto(`${stack.urls.portal}/my-creations`);
    // Behind the card's "more" menu, beside Delete.
    const moveIt = async () => {
      await admin.getByRole('button', { name: 'More actions for Lab poster' }).click();
      await admin
        .getByRole('menuitem', { name: 'Move Lab poster to the workspace of Neuro lab' })
        .click();
      return admin.getByRole('alertdialog', {
        name: 'Move “Lab poster” to Neuro lab’s workspace?',
      });
    };
    // It cannot be moved back, so it is asked first; the first answer (and Enter) keeps it.
    const question = await moveIt();
    await question.getByText('it cannot be moved back').waitFor();
    await admin.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    // Focus is back on the card's menu button, where the question came from.
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'More actions for Lab poster',
    );
    expect(
      await admin.getByRole('status').filter({ hasText: 'is now in the workspace' }).count(),
    ).toBe(0);
    await (await moveIt()).getByRole('button', { name: 'Move to the workspace' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Lab poster is now in the workspace' })
      .waitFor();

    // They invite a colleague by email from the workspace page.
    const memberEmail = uniqueEmail('lab-member');
    await admin.goto(`${stack.urls.portal}/workspace/${teamId}`);
    await admin.getByLabel('Invite by email').fill(memberEmail);
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByRole('status').filter({ hasText: memberEmail }).waitFor();
    await admin.getByRole('list', { name: 'Pending invitations' }).getByText(memberEmail).waitFor();

    // The mail (kept by the email stand-in) carries the accept link.
    const outbox = await fetch(`${stack.urls.api}/dev/email-outbox?to=${memberEmail}`);
    const [mail] = (
      (await outbox.json()) as { data: { link: string; subject: string; text: string }[] }
    ).data;
    expect(mail!.subject).toBe('An invitation to a team on Figura');
    expect(mail!.text).toContain('“Neuro lab”');
    const invitePath = new URL(mail!.link).pathname;
    expect(invitePath.startsWith('/workspace/invite/')).toBe(true);

    // The colleague follows it: signed out, the page says what the invitation is, and "Create an
    // account" opens the sign-on form with the invited address filled in. They sign up and join.
    const member = await visit(invitePath);
    await member.getByText('Ada Admin invites').waitFor();
    await member.getByRole('link', { name: 'Create an account' }).click();
    await member.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/register`));
    expect(await member.getByLabel('Email').inputValue()).toBe(memberEmail);
    await registerThroughForm(member, {
      email: memberEmail,
      name: 'Max Member',
      password: 'correct horse battery staple',
    });
    await member.waitForURL(`${stack.urls.portal}${invitePath}`);
    await member.getByText('Ada Admin invites').waitFor();
    await member.getByRole('button', { name: 'Join Neuro lab' }).click();
    await member.waitForURL(`${stack.urls.portal}/workspace/${teamId}`);

    // The workspace shows the admin's creation; the member opens it and edits it.
    const list = member.getByRole('list', { name: 'Team creations' });
    await list.getByText('Lab poster').click();
    await member.waitForURL(`${stack.urls.portal}/editor/${creation.id}`);
    await waitForEditor(member, 'body');
    await drawWithTool(member, 'Rectangle');
    await waitForSaved(member);
    const stored = await apiClient(stack.urls.api, await tokenOf(admin)).getContent(
      creation.id,
      creation.slides[0]!.id,
    );
    expect(stored.content.elements.map((element) => element.type)).toContain('rect');

    // The admin's page now lists the colleague as a member.
    await admin.reload();
    await admin.getByRole('list', { name: 'Members' }).getByText(memberEmail).waitFor();

    // The workspace is finished at every size, the admin's (with its team panel) and the member's.
    const workspaceUrl = `${stack.urls.portal}/workspace/${teamId}`;
    const showsMember = (p: Page) =>
      p.getByRole('list', { name: 'Members' }).getByText(memberEmail).waitFor();
    const showsCreations = (p: Page) =>
      p.getByRole('list', { name: 'Team creations' }).getByText('Lab poster').waitFor();
    expect(await sweep(admin, [[workspaceUrl, showsMember]])).toEqual({});
    expect(await sweep(member, [[workspaceUrl, showsCreations]])).toEqual({});
    await admin.setViewportSize({ width: 1300, height: 900 });

    // Someone invited who wants no invitations follows the link at the end of the mail (no
    // sign-in), and confirms; the admin's next invitation to them is refused, with the reason.
    const reluctant = uniqueEmail('no-mail');
    await admin.getByLabel('Invite by email').fill(reluctant);
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByRole('status').filter({ hasText: reluctant }).waitFor();
    const mailed = await fetch(`${stack.urls.api}/dev/email-outbox?to=${reluctant}`);
    const [invitation] = ((await mailed.json()) as { data: { text: string }[] }).data;
    expect(invitation!.text).toContain('Sent by “Ada Admin”');
    const unsubscribeLink = /To receive no more invitations from Figura: (\S+)/.exec(
      invitation!.text,
    )![1]!;
    const strangerContext = await stack.browser.newContext();
    contexts.push(strangerContext);
    const stranger = await strangerContext.newPage();
    await stranger.goto(unsubscribeLink);
    await stranger.getByRole('heading', { name: 'Stop mail from Figura' }).waitFor();
    await stranger.getByRole('button', { name: 'Stop this mail' }).click();
    await stranger
      .getByRole('status')
      .filter({
        hasText: `no more invitations or comment mail from Figura will be sent to ${reluctant}`,
      })
      .waitFor();
    await admin.getByRole('list', { name: 'Pending invitations' }).getByText(reluctant).waitFor();
    await admin.getByLabel('Invite by email').fill(reluctant.toUpperCase());
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin
      .getByRole('alert')
      .filter({ hasText: 'This address has asked Figura not to send it invitations.' })
      .waitFor();
  });
});
