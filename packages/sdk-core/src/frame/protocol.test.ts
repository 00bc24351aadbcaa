// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFrameChannel,
  parentOriginFromQuery,
  parseHostMessage,
  partnerAllowsOrigin,
  type HostMessage,
} from './protocol';

const JOURNAL = 'https://submit.journal.example';

describe('the parent origin named by the frame’s address', () => {
  it('is the origin of an http(s) address with nothing after its host', () => {
    expect(parentOriginFromQuery(`?origin=${encodeURIComponent(JOURNAL)}`)).toBe(JOURNAL);
    expect(parentOriginFromQuery('?origin=https://submit.journal.example/')).toBe(JOURNAL);
    expect(parentOriginFromQuery('?origin=http://127.0.0.1:5400')).toBe('http://127.0.0.1:5400');
    expect(parentOriginFromQuery('?origin=HTTPS://Submit.Journal.Example')).toBe(JOURNAL);
  });

  it('is refused when missing, opaque, not http(s), or more than an origin', () => {
    for (const search of [
      '',
      '?origin=',
      '?origin=null',
      '?origin=*',
      '?origin=javascript:alert(1)',
      '?origin=data:text/html,hi',
      '?origin=file:///etc/passwd',
      '?origin=https://submit.journal.example/path',
      '?origin=https://user:pass@submit.journal.example',
      `?origin=${encodeURIComponent('https://submit.journal.example?x=1')}`,
      `?origin=${encodeURIComponent('https://submit.journal.example#x')}`,
      '?origin=submit.journal.example',
    ])
      expect(parentOriginFromQuery(search), search).toBeNull();
  });
});

describe('host messages', () => {
  it('reads load, export and token', () => {
    expect(
      parseHostMessage({
        figura: 1,
        action: 'load',
        token: 't',
        profile: 'cell',
        locale: 'en',
        creationId: 'c1',
        state: { template: { id: 1 } },
        extra: 'ignored',
      }),
    ).toEqual({
      figura: 1,
      action: 'load',
      token: 't',
      profile: 'cell',
      locale: 'en',
      creationId: 'c1',
      state: { template: { id: 1 } },
    });
    expect(parseHostMessage({ figura: 1, action: 'export' })).toEqual({
      figura: 1,
      action: 'export',
    });
    expect(parseHostMessage({ figura: 1, action: 'token', token: 'fresh' })).toEqual({
      figura: 1,
      action: 'token',
      token: 'fresh',
    });
  });

  it('refuses what is not one: another protocol, a wrong shape, a missing token', () => {
    for (const data of [
      null,
      'load',
      { action: 'load', token: 't' },
      { figura: 2, action: 'load', token: 't' },
      { figura: 1, action: 'load' },
      { figura: 1, action: 'load', token: '' },
      { figura: 1, action: 'load', token: 't', state: 'nope' },
      { figura: 1, action: 'load', token: 't', creationId: 42 },
      { figura: 1, action: 'token' },
      { figura: 1, action: 'delete' },
      { figura: 1, event: 'init' },
    ])
      expect(parseHostMessage(data), JSON.stringify(data)).toBeNull();
  });
});

describe('the partner’s origins', () => {
  it('allow exactly the configured origins', () => {
    const partner = { allowedOrigins: [JOURNAL, 'http://localhost:5173'] };
    expect(partnerAllowsOrigin(partner, JOURNAL)).toBe(true);
    expect(partnerAllowsOrigin(partner, 'http://localhost:5173')).toBe(true);
    expect(partnerAllowsOrigin(partner, 'https://journal.example')).toBe(false);
    expect(partnerAllowsOrigin(partner, 'http://submit.journal.example')).toBe(false);
    expect(partnerAllowsOrigin({ allowedOrigins: [] }, JOURNAL)).toBe(false);
  });
});

describe('the frame channel', () => {
  const channels: { close(): void }[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
    vi.restoreAllMocks();
  });

  // In a page that is not framed, window.parent is the window itself.
  const send = (data: unknown, origin: string, source: Window | null = window) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('hears protocol messages from its parent at the checked origin, and nothing else', () => {
    const heard: HostMessage[] = [];
    channels.push(
      createFrameChannel({ view: window, parentOrigin: JOURNAL, onMessage: (m) => heard.push(m) }),
    );
    send({ figura: 1, action: 'token', token: 'from-another-origin' }, 'https://evil.example');
    send({ figura: 1, action: 'token', token: 'from-a-subdomain' }, 'https://x.journal.example');
    send({ figura: 1, action: 'token', token: 'not-from-the-parent' }, JOURNAL, null);
    send({ figura: 1, action: 'nonsense' }, JOURNAL);
    send({ figura: 1, action: 'token', token: 'ok' }, JOURNAL);
    expect(heard).toEqual([{ figura: 1, action: 'token', token: 'ok' }]);
  });

  it('posts to the checked origin only, never to any origin', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const channel = createFrameChannel({ view: window, parentOrigin: JOURNAL, onMessage: vi.fn() });
    channels.push(channel);
    channel.post({ event: 'init' });
    channel.post({ event: 'exit', reason: 'cancel' });
    expect(post.mock.calls).toEqual([
      [{ figura: 1, event: 'init' }, JOURNAL],
      [{ figura: 1, event: 'exit', reason: 'cancel' }, JOURNAL],
    ]);
  });

  it('stops hearing once closed', () => {
    const onMessage = vi.fn();
    createFrameChannel({ view: window, parentOrigin: JOURNAL, onMessage }).close();
    send({ figura: 1, action: 'export' }, JOURNAL);
    expect(onMessage).not.toHaveBeenCalled();
  });
});
