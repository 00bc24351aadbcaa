import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { Creation, SlideContentReply } from '../schema';
import { createEmptyDocument } from '../schema/document/empty-document';
import { createViewerSession, type ViewerApi, type ViewerState } from './viewer-session';

const SLIDE_IDS = ['slide-c', 'slide-a', 'slide-b'];

function fakeApi(options: { failSlide?: string } = {}) {
  const creation: Creation = {
    id: 'creation-1',
    name: 'Figure 1',
    type: 'slide',
    status: 'available',
    width: 800,
    height: 600,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    access: 'commentor',
    // Out of order on purpose: the viewer goes by position.
    slides: [
      { id: 'slide-c', position: 2, revision: 1 },
      { id: 'slide-a', position: 0, revision: 1 },
      { id: 'slide-b', position: 1, revision: 1 },
    ],
  };
  const getSlideContent = vi.fn(
    async (_creationId: string, slideId: string): Promise<SlideContentReply> => {
      if (slideId === options.failSlide)
        throw new ApiError(500, { message: 'The slide could not be read.' });
      // Each slide a different width, to tell them apart.
      const width = 400 + 100 * SLIDE_IDS.indexOf(slideId);
      return {
        id: slideId,
        revision: 1,
        updatedAt: creation.updatedAt,
        content: createEmptyDocument(width, 300),
      } as SlideContentReply;
    },
  );
  const api: ViewerApi = { getCreation: vi.fn(async () => creation), getSlideContent };
  return { api, getSlideContent };
}

type Ready = Extract<ViewerState, { status: 'ready' }>;

async function settled(read: () => ViewerState): Promise<Ready> {
  await vi.waitFor(() => {
    const state = read();
    if (state.status !== 'ready' || (!state.document && !state.slideError))
      throw new Error('not yet');
  });
  return read() as Ready;
}

describe('createViewerSession', () => {
  it('shows the slides in their order, one at a time, and the next one is fetched ahead', async () => {
    const { api, getSlideContent } = fakeApi();
    const session = createViewerSession({ api, creationId: 'creation-1' });
    const first = await settled(session.store.getState);
    expect(first.slides.map((slide) => slide.id)).toEqual(['slide-a', 'slide-b', 'slide-c']);
    expect(first.index).toBe(0);
    expect(first.document?.width).toBe(500);
    await vi.waitFor(() => expect(getSlideContent).toHaveBeenCalledWith('creation-1', 'slide-b'));

    session.next();
    expect((await settled(session.store.getState)).document?.width).toBe(600);
    session.next();
    session.next(); // past the end: stays on the last
    const last = await settled(session.store.getState);
    expect(last.index).toBe(2);
    expect(last.document?.width).toBe(400);
    // Each slide's content asked for once, however often it was shown.
    session.goTo(0);
    await settled(session.store.getState);
    expect(getSlideContent).toHaveBeenCalledTimes(3);
  });

  it('answers the keys people expect and leaves other keys to the page', async () => {
    const { api } = fakeApi();
    const session = createViewerSession({ api, creationId: 'creation-1', startAt: 1 });
    await settled(session.store.getState);
    expect(session.handleKey('End', 1)).toBe(true);
    expect((await settled(session.store.getState)).index).toBe(2);
    expect(session.handleKey('Home', 1)).toBe(true);
    expect((await settled(session.store.getState)).index).toBe(0);
    expect(session.handleKey('+', 1)).toBe(true);
    expect((session.store.getState() as Ready).zoom).toBe(1.5);
    expect(session.handleKey('-', 0.5)).toBe(true);
    expect((session.store.getState() as Ready).zoom).toBe(0.25);
    expect(session.handleKey('0', 0.25)).toBe(true);
    expect((session.store.getState() as Ready).zoom).toBe('fit');
    expect(session.handleKey('a', 1)).toBe(false);
    expect(session.handleKey('Tab', 1)).toBe(false);
  });

  it('zooms from a fitted view to the step past it, and stops at the ends', async () => {
    const { api } = fakeApi();
    const session = createViewerSession({ api, creationId: 'creation-1' });
    await settled(session.store.getState);
    session.zoomIn(0.63); // fitted at 63 %
    expect((session.store.getState() as Ready).zoom).toBe(0.75);
    session.zoomOut(0.63);
    expect((session.store.getState() as Ready).zoom).toBe(0.5);
    session.zoomIn(8);
    expect((session.store.getState() as Ready).zoom).toBe(8);
    session.zoomOut(0.1);
    expect((session.store.getState() as Ready).zoom).toBe(0.1);
  });

  it('says why a slide cannot be shown, keeps the others, and asks again on return', async () => {
    const { api, getSlideContent } = fakeApi({ failSlide: 'slide-b' });
    const session = createViewerSession({ api, creationId: 'creation-1' });
    await settled(session.store.getState);
    session.next();
    const failed = await settled(session.store.getState);
    expect(failed.document).toBeUndefined();
    expect((failed.slideError as Error).message).toBe('The slide could not be read.');
    session.next();
    expect((await settled(session.store.getState)).document?.width).toBe(400);
    const asked = getSlideContent.mock.calls.filter(([, id]) => id === 'slide-b').length;
    session.previous();
    await settled(session.store.getState);
    expect(getSlideContent.mock.calls.filter(([, id]) => id === 'slide-b').length).toBe(asked + 1);
  });

  it('fails with the API error when the creation cannot be read', async () => {
    const api: ViewerApi = {
      getCreation: async () => {
        throw new ApiError(404, { message: 'Creation not found' });
      },
      getSlideContent: async () => {
        throw new Error('not asked');
      },
    };
    const session = createViewerSession({ api, creationId: 'gone' });
    await vi.waitFor(() => expect(session.store.getState().status).toBe('failed'));
    const state = session.store.getState() as Extract<ViewerState, { status: 'failed' }>;
    expect((state.error as ApiError).status).toBe(404);
  });
});
