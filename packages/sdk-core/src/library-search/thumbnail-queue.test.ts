import { describe, expect, it } from 'vitest';
import { createThumbnailQueue } from './thumbnail-queue';

/** A loader whose fetches the test finishes by hand. */
function manualLoader() {
  const pending = new Map<string, (url: string) => void>();
  const asked: string[] = [];
  const load = (id: string) =>
    new Promise<string>((resolve) => {
      asked.push(id);
      pending.set(id, resolve);
    });
  const finish = async (id: string) => {
    pending.get(id)?.(`data:image/png;base64,${id}`);
    pending.delete(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, asked, finish };
}

describe('thumbnail queue', () => {
  it('fetches a few at a time, the latest wanted first, and only those still on screen', async () => {
    const loader = manualLoader();
    const queue = createThumbnailQueue(loader.load, 2);
    const shown: string[] = [];
    queue.want('a', (url) => shown.push(url));
    queue.want('b', () => undefined);
    const cancelC = queue.want('c', () => undefined);
    queue.want('d', () => undefined);
    expect(loader.asked).toEqual(['a', 'b']);
    cancelC(); // scrolled away before its turn
    await loader.finish('a');
    expect(shown).toEqual(['data:image/png;base64,a']);
    expect(loader.asked).toEqual(['a', 'b', 'd']);
    await loader.finish('b');
    await loader.finish('d');
    expect(loader.asked).toEqual(['a', 'b', 'd']);
  });

  it('fetches each thumbnail once and answers from memory after that', async () => {
    const loader = manualLoader();
    const queue = createThumbnailQueue(loader.load);
    const first: string[] = [];
    const second: string[] = [];
    queue.want('a', (url) => first.push(url));
    queue.want('a', (url) => second.push(url));
    await loader.finish('a');
    const third: string[] = [];
    queue.want('a', (url) => third.push(url));
    expect(loader.asked).toEqual(['a']);
    expect([first, second, third]).toEqual([
      ['data:image/png;base64,a'],
      ['data:image/png;base64,a'],
      ['data:image/png;base64,a'],
    ]);
    expect(queue.get('a')).toBe('data:image/png;base64,a');
  });

  it('keeps going after a thumbnail fails to load', async () => {
    let calls = 0;
    const queue = createThumbnailQueue(async (id) => {
      calls += 1;
      if (id === 'broken') throw new Error('404');
      return `url:${id}`;
    }, 1);
    const shown: string[] = [];
    queue.want('ok', (url) => shown.push(url));
    queue.want('broken', (url) => shown.push(url));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    expect(shown).toEqual(['url:ok']);
    expect(queue.get('broken')).toBeUndefined();
  });
});
