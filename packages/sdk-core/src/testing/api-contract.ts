/**
 * What the editor relies on from a Figura API, as runnable checks: the same cases run against the
 * in-memory API (sdk-core's unit tests) and against the real server on PGlite and PostgreSQL
 * (apps/api's tests), so the two cannot drift apart. Each case makes its own creations. A case
 * throws (an Error naming what differed) when the API breaks the contract. No test framework
 * here: wrap each case in your runner's test function.
 */
import type { FiguraApi } from '../api/client';
import type { SlideDocument } from '../schema/document/document';
import { loadSchema } from '../schema/loader';
import {
  CREATION_NOT_FOUND,
  LAST_SLIDE_MESSAGE,
  SLIDE_LIST_MISMATCH_MESSAGE,
  SLIDE_NOT_FOUND,
  STALE_REVISION_MESSAGE,
} from '../schema/contract/messages';
import { UNSTORABLE_TEXT_MESSAGE } from '../schema/document/storable-text';
import { GROUP_DEPTH_MESSAGE } from '../schema/document/guards';

export interface ContractCase {
  name: string;
  run(api: FiguraApi): Promise<void>;
}

const show = (value: unknown) => JSON.stringify(value);

function same(actual: unknown, expected: unknown, what: string): void {
  if (show(actual) !== show(expected))
    throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`);
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** The call must fail with this status (and these fields of the error, e.g. its message). */
async function refused(
  call: Promise<unknown>,
  status: number,
  fields: Record<string, unknown> = {},
  what = 'the call',
): Promise<void> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  check(failure !== undefined, `${what} should have failed with ${status}, but it succeeded`);
  const error = failure as Record<string, unknown>;
  same(error.status, status, `${what}: status`);
  for (const [key, value] of Object.entries(fields)) same(error[key], value, `${what}: ${key}`);
}

const rect = (id: string, left: number) => ({
  id,
  type: 'rect' as const,
  left,
  top: 10,
  width: 40,
  height: 30,
});

/** A document with one rectangle, as an editor would save it. */
function withRect(document: SlideDocument, id: string, left = 10): SlideDocument {
  return { ...document, elements: [...document.elements, rect(id, left)] } as SlideDocument;
}

const ids = (document: SlideDocument) => document.elements.map((element) => element.id);

/** A slide's stored revision and document (validated, as the editor reads it). */
async function stored(api: FiguraApi, creationId: string, slideId: string) {
  const reply = await api.getSlideContent(creationId, slideId);
  return {
    revision: reply.revision,
    document: (await loadSchema()).parseSlideDocument(reply.content),
  };
}
const unknownId = () => globalThis.crypto.randomUUID();

export const API_CONTRACT: readonly ContractCase[] = [
  {
    name: 'creates a creation with one empty slide of its size, and opens it',
    async run(api) {
      const creation = await api.createCreation({ name: 'Contract', type: 'poster' });
      same(
        [creation.name, creation.type, creation.status],
        ['Contract', 'poster', 'available'],
        'creation',
      );
      same(creation.slides.length, 1, 'slides');
      const first = await api.getFirstSlide(creation.id);
      same(first.slide.id, creation.slides[0]!.id, 'first slide');
      same(first.content.revision, 0, 'first revision');
      same(
        [first.document.width, first.document.height, first.document.elements],
        [creation.width, creation.height, []],
        'first document',
      );
      same((await api.getCreation(creation.id)).id, creation.id, 'read back');
    },
  },
  {
    name: 'opens the first slide in the current order',
    async run(api) {
      const creation = await api.createCreation({ name: 'Opening' });
      const added = await api.addSlide(creation.id);
      await api.reorderSlides(creation.id, [added.id, creation.slides[0]!.id]);
      const first = await api.getFirstSlide(creation.id);
      same([first.slide.id, first.content.id], [added.id, added.id], 'first slide');
    },
  },
  {
    name: 'saves content on top of the stored revision and refuses a stale write, keeping the stored one',
    async run(api) {
      const creation = await api.createCreation({ name: 'Revisions' });
      const slideId = creation.slides[0]!.id;
      const { document: content } = await stored(api, creation.id, slideId);
      const saved = await api.saveSlideContent(creation.id, slideId, {
        revision: 0,
        content: withRect(content, 'mine'),
      });
      same(saved.revision, 1, 'revision after a save');
      await refused(
        api.saveSlideContent(creation.id, slideId, {
          revision: 0,
          content: withRect(content, 'stale'),
        }),
        409,
        { name: 'StaleWriteError', revision: 1, message: STALE_REVISION_MESSAGE },
        'a write based on revision 0',
      );
      const after = await stored(api, creation.id, slideId);
      same([after.revision, ids(after.document)], [1, ['mine']], 'stored after the refused write');
    },
  },
  {
    name: 'refuses a document the schema refuses, with messages, storing nothing',
    async run(api) {
      const creation = await api.createCreation({ name: 'Invalid' });
      const slideId = creation.slides[0]!.id;
      const { document: content } = await stored(api, creation.id, slideId);
      await refused(
        api.saveSlideContent(creation.id, slideId, {
          revision: 0,
          content: { ...content, width: 5000 },
        }),
        400,
        { message: 'content.width: Canvas size must be at most 2500 px' },
        'a 5000 px wide document',
      );
      same((await api.getSlideContent(creation.id, slideId)).revision, 0, 'revision');
    },
  },
  {
    name: 'refuses text PostgreSQL cannot store and groups nested too deep, storing nothing',
    async run(api) {
      await refused(
        api.createCreation({ name: 'Cell\u0000map' }),
        400,
        { message: `name: ${UNSTORABLE_TEXT_MESSAGE}` },
        'a name with NUL',
      );
      const creation = await api.createCreation({ name: 'Too deep' });
      const slideId = creation.slides[0]!.id;
      const { document: content } = await stored(api, creation.id, slideId);
      const text = { ...rect('text', 0), type: 'textbox', text: 'lone \ud800 half' };
      await refused(
        api.saveSlideContent(creation.id, slideId, {
          revision: 0,
          content: { ...content, elements: [text] } as unknown as SlideDocument,
        }),
        400,
        { message: `content.elements[0].text: ${UNSTORABLE_TEXT_MESSAGE}` },
        'text with a lone surrogate',
      );
      let deep: Record<string, unknown> = rect('leaf', 0);
      for (let level = 0; level < 200; level++) {
        deep = { ...rect(`g${level}`, 0), type: 'group', elements: [deep] };
      }
      await refused(
        api.saveSlideContent(creation.id, slideId, {
          revision: 0,
          content: { ...content, elements: [deep] } as unknown as SlideDocument,
        }),
        400,
        { message: GROUP_DEPTH_MESSAGE },
        'groups nested 200 deep',
      );
      same((await api.getSlideContent(creation.id, slideId)).revision, 0, 'revision');
    },
  },
  {
    name: 'adds a slide after another, duplicates one with its content, and reorders',
    async run(api) {
      const creation = await api.createCreation({ name: 'Slides' });
      const first = creation.slides[0]!.id;
      const last = await api.addSlide(creation.id);
      const middle = await api.addSlide(creation.id, { afterSlideId: first });
      same(middle.revision, 0, 'new slide revision');
      const { document: content } = await stored(api, creation.id, first);
      await api.saveSlideContent(creation.id, first, {
        revision: 0,
        content: withRect(content, 'a'),
      });
      const copy = await api.duplicateSlide(creation.id, first);
      const order = (await api.getCreation(creation.id)).slides.map((slide) => slide.id);
      same(order, [first, copy.id, middle.id, last.id], 'order after add and duplicate');
      same(ids((await stored(api, creation.id, copy.id)).document), ['a'], 'copied content');
      const reordered = await api.reorderSlides(creation.id, [last.id, first, copy.id, middle.id]);
      same(
        reordered.slides.map((slide) => [slide.id, slide.position]),
        [
          [last.id, 0],
          [first, 1],
          [copy.id, 2],
          [middle.id, 3],
        ],
        'order after reordering',
      );
      await refused(
        api.reorderSlides(creation.id, [first, copy.id]),
        400,
        { message: SLIDE_LIST_MISMATCH_MESSAGE },
        'a reorder that leaves slides out',
      );
    },
  },
  {
    name: 'deletes slides but never the last one',
    async run(api) {
      const creation = await api.createCreation({ name: 'Deleting' });
      const first = creation.slides[0]!.id;
      const second = await api.addSlide(creation.id);
      same(
        await api.deleteSlide(creation.id, second.id),
        { id: second.id, status: 'deleted' },
        'reply',
      );
      await refused(api.getSlideContent(creation.id, second.id), 404, { message: SLIDE_NOT_FOUND });
      await refused(
        api.deleteSlide(creation.id, first),
        400,
        { message: LAST_SLIDE_MESSAGE },
        'deleting the last slide',
      );
      same((await api.getCreation(creation.id)).slides.length, 1, 'slides left');
    },
  },
  {
    name: 'copies a slide to the end of another creation',
    async run(api) {
      const source = await api.createCreation({ name: 'Source' });
      const target = await api.createCreation({ name: 'Target' });
      const slideId = source.slides[0]!.id;
      const { document: content } = await stored(api, source.id, slideId);
      await api.saveSlideContent(source.id, slideId, {
        revision: 0,
        content: withRect(content, 'x'),
      });
      const copied = await api.copySlide(source.id, slideId, target.id);
      same([copied.creationId, copied.position], [target.id, 1], 'copy');
      same(ids((await stored(api, target.id, copied.id)).document), ['x'], 'copied content');
      same((await api.getCreation(source.id)).slides.length, 1, 'source slides');
    },
  },
  {
    name: 'resizes every slide in one call, listing the slides it stored again',
    async run(api) {
      const creation = await api.createCreation({ name: 'Resize', width: 1200, height: 600 });
      const first = creation.slides[0]!.id;
      const second = await api.addSlide(creation.id);
      const { document: content } = await stored(api, creation.id, first);
      // The open slide was saved at the new size first: the call leaves it as it is.
      await api.saveSlideContent(creation.id, first, {
        revision: 0,
        content: withRect({ ...content, width: 800, height: 800 }, 'kept', 500),
      });
      const updated = await api.updateCreation(creation.id, { width: 800, height: 800 });
      same([updated.width, updated.height], [800, 800], 'creation size');
      same(updated.resizedSlides, [{ id: second.id, revision: 1 }], 'resized slides');
      for (const slideId of [first, second.id]) {
        const { document } = await stored(api, creation.id, slideId);
        same([document.width, document.height], [800, 800], `slide ${slideId} size`);
      }
      same(ids((await stored(api, creation.id, first)).document), ['kept'], 'elements kept');
      await refused(
        api.updateCreation(creation.id, { width: 900 }),
        400,
        { message: 'Give both width and height' },
        'half a size',
      );
      same(
        (await api.updateCreation(creation.id, { name: 'Renamed' })).resizedSlides,
        [],
        'a rename resizes nothing',
      );
    },
  },
  {
    name: 'lists, renames and deletes creations; a deleted one is gone from reads',
    async run(api) {
      const tag = unknownId().slice(0, 8);
      const creation = await api.createCreation({ name: `Listed ${tag}` });
      const listed = await api.listCreations({ search: tag });
      same(
        listed.data.map((item) => item.id),
        [creation.id],
        'search',
      );
      same(
        (await api.updateCreation(creation.id, { name: `Renamed ${tag}` })).name,
        `Renamed ${tag}`,
        'rename',
      );
      same(await api.deleteCreation(creation.id), { id: creation.id, status: 'deleted' }, 'delete');
      await refused(
        api.getCreation(creation.id),
        404,
        { message: CREATION_NOT_FOUND },
        'reading a deleted creation',
      );
      same((await api.listCreations({ search: tag })).total, 0, 'available after delete');
      same((await api.listCreations({ search: tag, status: 'deleted' })).total, 1, 'in the trash');
    },
  },
  {
    name: 'answers 404 for unknown creations and slides, and 400 for malformed ids',
    async run(api) {
      await refused(
        api.getCreation(unknownId()),
        404,
        { message: CREATION_NOT_FOUND },
        'an unknown creation',
      );
      const creation = await api.createCreation({ name: 'Lookups' });
      await refused(
        api.getSlideContent(creation.id, unknownId()),
        404,
        { message: SLIDE_NOT_FOUND },
        'an unknown slide',
      );
      await refused(api.getCreation('not-a-uuid'), 400, {}, 'a malformed creation id');
      await refused(
        api.addSlide(unknownId()),
        404,
        { message: CREATION_NOT_FOUND },
        'adding to an unknown creation',
      );
    },
  },
];
