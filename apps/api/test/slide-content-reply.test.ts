// The content call sends a current document as it is stored (no parse and re-serialisation) and
// migrates an older one on the way out; either way the reply is the document the editor expects.
import { eq } from 'drizzle-orm';
import {
  CURRENT_SCHEMA_VERSION,
  parseSlideDocument,
  slideContentWriteSchema,
} from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { slides } from '../src/db/schema.ts';
import { createCreation } from '../src/creations/creations.ts';
import {
  findSlide,
  getSlideContentJson,
  saveSlideContent,
  storedDocument,
} from '../src/creations/slides.ts';
import { findOrCreateUser } from '../src/identity/users.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';

const database = useTestDatabase();

async function ownerWithSlide() {
  const { db } = database;
  const { user } = await findOrCreateUser(db, {
    sub: `content-reply-${crypto.randomUUID()}`,
    email: '',
    name: '',
  });
  const creation = await createCreation(db, user, { name: 'Reply', type: 'abstract' });
  return { db, user, creationId: creation.id, slideId: creation.slides[0]!.id };
}

describe('the slide content reply', () => {
  it('is the stored document with the slide’s revision, as JSON', async () => {
    const { db, user, creationId, slideId } = await ownerWithSlide();
    const write = slideContentWriteSchema.parse({
      revision: 0,
      content: { ...sampleDocument(640, 360), background: '#fafafa' },
    });
    const saved = await saveSlideContent(db, user, creationId, slideId, write);
    const reply = JSON.parse(await getSlideContentJson(db, user, creationId, slideId));
    expect(reply).toEqual({
      id: slideId,
      creationId,
      revision: saved.revision,
      updatedAt: saved.updatedAt,
      content: write.content,
    });
    expect(parseSlideDocument(reply.content)).toEqual(write.content);
  });

  it('migrates a document stored before versioning on the way out', async () => {
    const { db, user, creationId, slideId } = await ownerWithSlide();
    const current = sampleDocument(640, 360);
    const { schemaVersion: _dropped, background: _default, elements, ...older } = current;
    await db
      .update(slides)
      .set({ content: { ...older, objects: elements } })
      .where(eq(slides.id, slideId));
    const reply = JSON.parse(await getSlideContentJson(db, user, creationId, slideId));
    expect(reply.content.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(reply.content.background).toBe('#ffffff');
    expect(reply.content.elements.map((e: { id: string }) => e.id)).toEqual(
      elements.map((e: { id: string }) => e.id),
    );
  });

  it('opens a document stored before SVG had to be clean, with its SVG cleaned on reading', async () => {
    const { db, user, creationId, slideId } = await ownerWithSlide();
    const svgNs = 'http://www.w3.org/2000/svg';
    // What the old text check let through: layout whitespace, a trailing `;`, a prefixed script.
    const older =
      `<svg xmlns="${svgNs}" xmlns:s="${svgNs}">\n  <style>.a { fill: #ff0000; }</style>\n` +
      '  <path class="a" d="M0 0h9v9z"/><s:script>alert(1)</s:script>\n</svg>';
    const clean = `<svg xmlns="${svgNs}"><style>.a{fill:#ff0000}</style><path class="a" d="M0 0h9v9z"/></svg>`;
    const doc = sampleDocument(640, 360);
    const icon = { type: 'icon', id: 'icon-1', left: 0, top: 0, width: 48, height: 48 };
    const stored = {
      ...doc,
      elements: [
        ...doc.elements,
        { ...icon, iconSet: 'healthicons', iconName: 'virus', svg: older },
      ],
    };
    await db.update(slides).set({ content: stored }).where(eq(slides.id, slideId));
    // The server's readers (the export's drawing process parses the stored row) and the
    // editor's (parseSlideDocument) both see the clean form.
    const { content } = await findSlide(db, creationId, slideId);
    const document = storedDocument({ id: slideId, content });
    expect(document.elements.at(-1)).toMatchObject({ svg: clean });
    const reply = JSON.parse(await getSlideContentJson(db, user, creationId, slideId));
    expect(parseSlideDocument(reply.content).elements.at(-1)).toMatchObject({ svg: clean });
    // Saving it back as stored is refused; the editor saves what it read, which is accepted.
    expect(slideContentWriteSchema.safeParse({ revision: 0, content: stored }).success).toBe(false);
    expect(
      slideContentWriteSchema.safeParse({ revision: 0, content: parseSlideDocument(reply.content) })
        .success,
    ).toBe(true);
  });

  it('refuses a slide of another user as not found', async () => {
    const { db, creationId, slideId } = await ownerWithSlide();
    const { user: stranger } = await findOrCreateUser(db, {
      sub: `stranger-${crypto.randomUUID()}`,
      email: '',
      name: '',
    });
    await expect(getSlideContentJson(db, stranger, creationId, slideId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
