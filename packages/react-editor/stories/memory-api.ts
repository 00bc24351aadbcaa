/**
 * MemoryFiguraApi: a development fake of the Figura API that keeps one creation and its slides in
 * memory. It implements the whole `FiguraApi` interface with the real rules that matter to the
 * editor (revisions and 409 stale writes, 404 for unknown ids), so stories and tests exercise the
 * editor exactly as against the server. Not for production.
 */
import { ApiError, StaleWriteError, firstSlideByCalls, type FiguraApi } from '@figura/sdk-core/api';
import {
  createEmptyDocument,
  DEFAULT_CANVAS_SIZE,
  parseSlideDocument,
  slideContentWriteSchema,
  type Creation,
  type SlideContent,
  type SlideDocument,
  type SlideSummary,
  type User,
} from '@figura/sdk-core/schema';

interface StoredSlide {
  id: string;
  revision: number;
  updatedAt: string;
  content: SlideDocument;
}

export interface MemoryFiguraApiOptions {
  creationId?: string;
  name?: string;
  document?: SlideDocument;
  /** Draws the PNG for downloadSlide; the default renders with fabric in the browser. */
  renderPng?: (document: SlideDocument) => Promise<Blob>;
  /** Milliseconds each call waits, to make saving states visible in stories. */
  latencyMs?: number;
}

const DEV_USER: User = {
  id: 'dev-user',
  cactusId: 'dev-user',
  email: 'dev@example.org',
  name: 'Development User',
  partner: null,
  tp_user: 'T',
  dt_begin: null,
  country_code: null,
  journal: null,
};

const clone = <T>(value: T): T => structuredClone(value);

async function renderWithFabric(document: SlideDocument): Promise<Blob> {
  const [fabric, { renderDocumentToCanvas }] = await Promise.all([
    import('fabric'),
    import('@figura/sdk-core/render'),
  ]);
  const canvas = new fabric.StaticCanvas(undefined, {
    width: document.width,
    height: document.height,
  });
  await renderDocumentToCanvas(fabric, canvas, document);
  const blob = await canvas.toBlob({ format: 'png', multiplier: 1 });
  await canvas.dispose();
  if (!blob) throw new ApiError(500, { message: 'Could not render the slide' });
  return blob;
}

export class MemoryFiguraApi implements FiguraApi {
  readonly creationId: string;
  /** Set to make the next saves fail (e.g. to show "Save failed — retrying" in a story). */
  failSaves = 0;
  private name: string;
  private readonly slides: StoredSlide[];
  private readonly renderPng: (document: SlideDocument) => Promise<Blob>;
  private readonly latencyMs: number;
  private readonly createdAt = new Date().toISOString();

  constructor(options: MemoryFiguraApiOptions = {}) {
    this.creationId = options.creationId ?? 'memory-creation';
    this.name = options.name ?? 'Untitled';
    const size = DEFAULT_CANVAS_SIZE.abstract;
    const document = options.document ?? createEmptyDocument(size.width, size.height);
    this.slides = [
      { id: 'slide-1', revision: 0, updatedAt: this.createdAt, content: clone(document) },
    ];
    this.renderPng = options.renderPng ?? renderWithFabric;
    this.latencyMs = options.latencyMs ?? 0;
  }

  /** Another tab saves a new version (of the first slide by default): the editor's next save of it becomes stale (409). */
  simulateRemoteEdit(update: (document: SlideDocument) => SlideDocument, slideId?: string): void {
    const slide = this.slides.find((candidate) => candidate.id === slideId) ?? this.slides[0]!;
    slide.content = update(clone(slide.content));
    slide.revision += 1;
    slide.updatedAt = new Date().toISOString();
  }

  /** The stored content of the first slide (what a reload would show). */
  storedDocument(): SlideDocument {
    return clone(this.slides[0]!.content);
  }

  storedRevision(): number {
    return this.slides[0]!.revision;
  }

  /** The stored slide ids in order. */
  storedSlideIds(): string[] {
    return this.slides.map((slide) => slide.id);
  }

  /** The stored content of any slide. */
  storedDocumentOf(slideId: string): SlideDocument {
    return clone(this.requireSlide(this.creationId, slideId).content);
  }

  private nextSlideId = 2;

  private newSlide(content: SlideDocument): StoredSlide {
    return {
      id: `slide-${this.nextSlideId++}`,
      revision: 0,
      updatedAt: new Date().toISOString(),
      content: clone(content),
    };
  }

  private async wait(): Promise<void> {
    if (this.latencyMs > 0)
      await new Promise((resolve) => globalThis.setTimeout(resolve, this.latencyMs));
  }

  private creation(): Creation {
    const first = this.slides[0]!.content;
    return {
      id: this.creationId,
      name: this.name,
      type: 'abstract',
      status: 'available',
      width: first.width,
      height: first.height,
      createdAt: this.createdAt,
      updatedAt:
        this.slides
          .map((slide) => slide.updatedAt)
          .sort()
          .at(-1) ?? this.createdAt,
      slides: this.slides.map((slide, position): SlideSummary => ({
        id: slide.id,
        position,
        revision: slide.revision,
      })),
    };
  }

  private requireCreation(id: string): void {
    if (id !== this.creationId) throw new ApiError(404, { message: 'Creation not found' });
  }

  private requireSlide(creationId: string, slideId: string): StoredSlide {
    this.requireCreation(creationId);
    const slide = this.slides.find((candidate) => candidate.id === slideId);
    if (!slide) throw new ApiError(404, { message: 'Slide not found' });
    return slide;
  }

  async verifyTokenValidity() {
    return { valid: true, user: DEV_USER };
  }
  async validateOneLogin() {
    return { data: { active: true, user: DEV_USER } };
  }
  async oneLoginCallback() {
    return { user: DEV_USER, isNewUser: false };
  }
  async getProfileByToken() {
    return { user: DEV_USER };
  }
  async listCreations() {
    await this.wait();
    return { data: [this.creation()], total: 1 };
  }
  async createCreation(): Promise<Creation> {
    throw new ApiError(403, { message: 'The in-memory API holds a single creation' });
  }
  async getCreation(id: string) {
    await this.wait();
    this.requireCreation(id);
    return this.creation();
  }
  async updateCreation(id: string, input: { name?: string }) {
    this.requireCreation(id);
    if (input.name !== undefined) this.name = input.name;
    return this.creation();
  }
  async deleteCreation(id: string) {
    this.requireCreation(id);
    return { id, status: 'deleted' as const };
  }
  async addSlide(creationId: string, input: { afterSlideId?: string } = {}) {
    await this.wait();
    this.requireCreation(creationId);
    const first = this.slides[0]!.content;
    const slide = this.newSlide(createEmptyDocument(first.width, first.height));
    const position = input.afterSlideId
      ? this.slides.indexOf(this.requireSlide(creationId, input.afterSlideId)) + 1
      : this.slides.length;
    this.slides.splice(position, 0, slide);
    return { id: slide.id, position, revision: 0 };
  }
  async duplicateSlide(creationId: string, slideId: string) {
    await this.wait();
    const source = this.requireSlide(creationId, slideId);
    const slide = this.newSlide(source.content);
    const position = this.slides.indexOf(source) + 1;
    this.slides.splice(position, 0, slide);
    return { id: slide.id, position, revision: 0 };
  }
  async deleteSlide(creationId: string, slideId: string) {
    await this.wait();
    const slide = this.requireSlide(creationId, slideId);
    if (this.slides.length === 1)
      throw new ApiError(400, { message: 'A creation needs at least one slide.' });
    this.slides.splice(this.slides.indexOf(slide), 1);
    return { id: slideId, status: 'deleted' as const };
  }
  async reorderSlides(creationId: string, slideIds: readonly string[]) {
    await this.wait();
    this.requireCreation(creationId);
    const byId = new Map(this.slides.map((slide) => [slide.id, slide]));
    if (slideIds.length !== byId.size || slideIds.some((id) => !byId.has(id)))
      throw new ApiError(400, { message: "List exactly the creation's slides, each once." });
    this.slides.splice(0, this.slides.length, ...slideIds.map((id) => byId.get(id)!));
    return this.creation();
  }
  async setSlidePositions(creationId: string, slides: readonly { id: string; position: number }[]) {
    const ordered = [...slides].sort((a, b) => a.position - b.position).map((slide) => slide.id);
    return this.reorderSlides(creationId, ordered);
  }
  async copySlide(creationId: string, slideId: string, targetCreationId: string) {
    await this.wait();
    const source = this.requireSlide(creationId, slideId);
    // The one creation is the only target this fake knows.
    this.requireCreation(targetCreationId);
    const slide = this.newSlide(source.content);
    this.slides.push(slide);
    return {
      id: slide.id,
      creationId: targetCreationId,
      position: this.slides.length - 1,
      revision: 0,
    };
  }
  getFirstSlide(creationId: string) {
    return firstSlideByCalls(this, creationId);
  }

  async getSlideContent(creationId: string, slideId: string): Promise<SlideContent> {
    await this.wait();
    const slide = this.requireSlide(creationId, slideId);
    return {
      id: slide.id,
      creationId,
      revision: slide.revision,
      updatedAt: slide.updatedAt,
      content: clone(slide.content),
    };
  }
  async saveSlideContent(
    creationId: string,
    slideId: string,
    write: Parameters<FiguraApi['saveSlideContent']>[2],
  ) {
    await this.wait();
    const slide = this.requireSlide(creationId, slideId);
    const parsed = slideContentWriteSchema.safeParse(write);
    if (!parsed.success)
      throw new ApiError(400, { message: parsed.error.issues.map((issue) => issue.message) });
    if (this.failSaves > 0) {
      this.failSaves -= 1;
      throw new ApiError(503, { message: 'The server is busy, please try again' });
    }
    if (parsed.data.revision !== slide.revision) {
      throw new StaleWriteError({
        message: 'This slide was changed elsewhere',
        revision: slide.revision,
      });
    }
    slide.content = parseSlideDocument(clone(parsed.data.content));
    slide.revision += 1;
    slide.updatedAt = new Date().toISOString();
    return { id: slide.id, revision: slide.revision, updatedAt: slide.updatedAt };
  }
  async downloadSlide(creationId: string, slideId: string) {
    await this.wait();
    const slide = this.requireSlide(creationId, slideId);
    return this.renderPng(clone(slide.content));
  }
}
