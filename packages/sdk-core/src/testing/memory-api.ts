/**
 * MemoryFiguraApi: the Figura API kept in memory, for tests, stories and hosts' own tests. It
 * implements the whole `FiguraApi` with the rules that matter to an editor (revisions and 409
 * stale writes, 404 for unknown ids, the last slide kept, one size per creation) and the server's
 * messages; the contract suite (api-contract.ts) holds it to the same behaviour as the real API.
 * One user, no authorisation. Not for production.
 */
import type { z } from 'zod';
import { ApiError, StaleWriteError } from '../api/errors';
import { firstSlideByCalls } from '../api/first-slide';
import { MemoryLibrary } from './memory-library';
import { MemoryExports } from './memory-exports';
import type { ExportRequest } from '../api/export-request';
import type {
  CreationDownloadInput,
  DownloadInput,
  SvgDownloadInput,
} from '../schema/contract/exports';
import type { LibraryItem, LibraryListQuery } from '../schema/contract/library';
import type {
  LibraryTemplate,
  LibraryTemplateListQuery,
} from '../schema/contract/library-templates';
import type { FiguraApi } from '../api/client';
import { JOURNAL_PROFILES } from '../preflight/journals';
import { JOURNAL_PROFILE_NOT_FOUND } from '../schema/rules/journal-profile-paths';
import type { JournalProfile } from '../preflight/profile-types';
import {
  addSlideInputSchema,
  copySlideInputSchema,
  createCreationInputSchema,
  listCreationsQuerySchema,
  reorderSlidesInputSchema,
  slideContentWriteSchema,
  slidePositionsInputSchema,
  updateCreationInputSchema,
  type Creation,
  type SlideContent,
  type SlideSummary,
  type User,
} from '../schema/contract/creation';
import { DEFAULT_CANVAS_SIZE, type CreationType } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import { createEmptyDocument } from '../schema/document/empty-document';
import { formatIssues } from '../schema/document/issues';
import { creationSlug, SLUG_SUFFIX_LENGTH } from '../schema/contract/organise';
import { nestingProblem } from '../schema/document/nesting';
import { migrateOlderWrite, parseSlideDocument } from '../schema/document/migrations';
import {
  CREATION_NOT_FOUND,
  LAST_SLIDE_MESSAGE,
  SLIDE_LIST_MISMATCH_MESSAGE,
  SLIDE_NOT_FOUND,
  STALE_REVISION_MESSAGE,
} from '../schema/contract/messages';

interface StoredSlide {
  id: string;
  revision: number;
  updatedAt: string;
  content: SlideDocument;
}

interface StoredCreation {
  id: string;
  name: string;
  type: CreationType;
  status: 'available' | 'deleted';
  slug: string;
  folderId: string | null;
  createdAt: string;
  updatedAt: string;
  slides: StoredSlide[];
}

export interface MemoryFiguraApiOptions {
  /** The id of the creation made at the start (default: a new UUID). */
  creationId?: string;
  name?: string;
  /** The first slide's document of that creation (default: an empty abstract). */
  document?: SlideDocument;
  /** Draws the PNG for downloadSlide (e.g. with fabric); without one, downloads fail with 501. */
  renderPng?: (document: SlideDocument) => Promise<Blob>;
  /** Milliseconds each call waits, to make saving states visible in stories. */
  latencyMs?: number;
  /** Items of the content library (a small fake: word search, no search index). */
  library?: readonly LibraryItem[];
  /** Templates of the content library (their previews are drawn as plain SVG). */
  templates?: readonly LibraryTemplate[];
}

export const MEMORY_API_USER: User = {
  id: 'memory-user',
  cactusId: 'memory-user',
  email: 'dev@example.org',
  name: 'Development User',
  partner: null,
  tp_user: 'T',
  dt_begin: null,
  country_code: null,
  journal: null,
};

const clone = <T>(value: T): T => structuredClone(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const newId = (): string => globalThis.crypto.randomUUID();

/** Parses like the server: too deep a body, or one that breaks the schema, is a 400. */
function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const tooDeep = nestingProblem(input);
  if (tooDeep) throw new ApiError(400, { message: tooDeep });
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, { message: formatIssues(result.error.issues) });
  return result.data;
}

export class MemoryFiguraApi implements FiguraApi {
  /** The creation made at the start. */
  readonly creationId: string;
  /** Set to make the next saves fail with 503 (e.g. to show "Save failed — retrying"). */
  failSaves = 0;
  private readonly creations = new Map<string, StoredCreation>();
  private readonly renderPng: ((document: SlideDocument) => Promise<Blob>) | undefined;
  private readonly latencyMs: number;
  private readonly library: MemoryLibrary;
  private readonly exports = new MemoryExports((request) => this.drawExport(request));
  /** Journal partners' own profiles, as the API would serve them (addJournalProfile). */
  private readonly partnerProfiles = new Map<string, JournalProfile>();
  private clock = Date.now();

  constructor(options: MemoryFiguraApiOptions = {}) {
    this.renderPng = options.renderPng;
    this.latencyMs = options.latencyMs ?? 0;
    this.library = new MemoryLibrary(options.library, options.templates);
    const size = DEFAULT_CANVAS_SIZE.abstract;
    const document = options.document ?? createEmptyDocument(size.width, size.height);
    this.creationId = this.store(
      options.name ?? 'Untitled',
      'abstract',
      document,
      options.creationId,
    ).id;
  }

  // ---- Test helpers: what the server holds, and changes made "elsewhere". ----

  /** Another tab saves a new version of a slide (default: the first creation's first slide). */
  simulateRemoteEdit(
    update: (document: SlideDocument) => SlideDocument,
    slideId?: string,
    creationId = this.creationId,
  ): void {
    const creation = this.requireStored(creationId);
    const slide =
      creation.slides.find((candidate) => candidate.id === slideId) ?? creation.slides[0]!;
    slide.content = update(clone(slide.content));
    slide.revision += 1;
    slide.updatedAt = this.now();
  }

  /** The stored document of a slide (default: the first creation's first slide). */
  storedDocument(slideId?: string, creationId = this.creationId): SlideDocument {
    const creation = this.requireStored(creationId);
    const slide =
      creation.slides.find((candidate) => candidate.id === slideId) ?? creation.slides[0]!;
    return clone(slide.content);
  }

  /** The stored revision of a slide (default: the first creation's first slide). */
  storedRevision(slideId?: string, creationId = this.creationId): number {
    const creation = this.requireStored(creationId);
    return (creation.slides.find((candidate) => candidate.id === slideId) ?? creation.slides[0]!)
      .revision;
  }

  /** The stored slide ids of a creation, in order. */
  storedSlideIds(creationId = this.creationId): string[] {
    return this.requireStored(creationId).slides.map((slide) => slide.id);
  }

  // ---- FiguraApi ----

  async verifyTokenValidity() {
    return { valid: true, user: MEMORY_API_USER };
  }
  async validateOneLogin() {
    return { data: { active: true, user: MEMORY_API_USER } };
  }
  async oneLoginCallback() {
    return { user: MEMORY_API_USER, isNewUser: false };
  }
  async getProfileByToken() {
    return { user: MEMORY_API_USER };
  }

  async listCreations(query: Parameters<FiguraApi['listCreations']>[0] = {}) {
    await this.wait();
    const { status, search, type, limit, offset } = parse(listCreationsQuerySchema, {
      ...query,
      status: query.status ?? 'available',
    });
    const needle = search?.trim().toLowerCase();
    const matching = [...this.creations.values()]
      .filter((creation) => creation.status === status)
      .filter((creation) => !type || creation.type === type)
      .filter((creation) => !needle || creation.name.toLowerCase().includes(needle))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    return {
      data: matching.slice(offset, offset + limit).map((creation) => this.reply(creation)),
      total: matching.length,
    };
  }

  async createCreation(input: Parameters<FiguraApi['createCreation']>[0]) {
    await this.wait();
    const parsed = parse(createCreationInputSchema, input ?? {});
    const defaults = DEFAULT_CANVAS_SIZE[parsed.type];
    const document = createEmptyDocument(
      parsed.width ?? defaults.width,
      parsed.height ?? defaults.height,
    );
    return this.reply(this.store(parsed.name, parsed.type, document));
  }

  async getCreation(id: string) {
    await this.wait();
    return this.reply(this.requireCreation(id));
  }

  async updateCreation(id: string, input: Parameters<FiguraApi['updateCreation']>[1]) {
    await this.wait();
    const parsed = parse(updateCreationInputSchema, input ?? {});
    const creation = this.requireCreation(id);
    if (parsed.name !== undefined) creation.name = parsed.name;
    if (parsed.folderId !== undefined) creation.folderId = parsed.folderId;
    const resizedSlides: { id: string; revision: number }[] = [];
    if (parsed.width !== undefined && parsed.height !== undefined) {
      for (const slide of creation.slides) {
        const { width, height } = slide.content;
        if (width === parsed.width && height === parsed.height) continue;
        slide.content = { ...slide.content, width: parsed.width, height: parsed.height };
        slide.revision += 1;
        slide.updatedAt = this.now();
        resizedSlides.push({ id: slide.id, revision: slide.revision });
      }
    }
    creation.updatedAt = this.now();
    return { ...this.reply(creation), resizedSlides };
  }

  async deleteCreation(id: string) {
    await this.wait();
    const creation = this.requireCreation(id);
    creation.status = 'deleted';
    return { id, status: 'deleted' as const };
  }

  async addSlide(creationId: string, input: Parameters<FiguraApi['addSlide']>[1] = {}) {
    await this.wait();
    const { afterSlideId } = parse(addSlideInputSchema, input ?? {});
    const creation = this.requireCreation(creationId);
    const after = afterSlideId ? this.requireSlide(creation, afterSlideId) : undefined;
    const { width, height } = creation.slides[0]!.content;
    const position = after ? creation.slides.indexOf(after) + 1 : creation.slides.length;
    return this.insert(creation, createEmptyDocument(width, height), position);
  }

  async duplicateSlide(creationId: string, slideId: string) {
    await this.wait();
    const creation = this.requireCreation(creationId);
    const source = this.requireSlide(creation, slideId);
    return this.insert(creation, source.content, creation.slides.indexOf(source) + 1);
  }

  async deleteSlide(creationId: string, slideId: string) {
    await this.wait();
    const creation = this.requireCreation(creationId);
    const slide = this.requireSlide(creation, slideId);
    if (creation.slides.length === 1) throw new ApiError(400, { message: LAST_SLIDE_MESSAGE });
    creation.slides.splice(creation.slides.indexOf(slide), 1);
    creation.updatedAt = this.now();
    return { id: slideId, status: 'deleted' as const };
  }

  async reorderSlides(creationId: string, slideIds: readonly string[]) {
    await this.wait();
    parse(reorderSlidesInputSchema, { slideIds });
    const creation = this.requireCreation(creationId);
    const byId = new Map(creation.slides.map((slide) => [slide.id, slide]));
    if (slideIds.length !== byId.size || slideIds.some((id) => !byId.has(id)))
      throw new ApiError(400, { message: SLIDE_LIST_MISMATCH_MESSAGE });
    creation.slides = slideIds.map((id) => byId.get(id)!);
    creation.updatedAt = this.now();
    return this.reply(creation);
  }

  async setSlidePositions(creationId: string, slides: readonly { id: string; position: number }[]) {
    parse(slidePositionsInputSchema, { slides });
    const ordered = [...slides].sort((a, b) => a.position - b.position).map((slide) => slide.id);
    return this.reorderSlides(creationId, ordered);
  }

  async copySlide(creationId: string, slideId: string, targetCreationId: string) {
    await this.wait();
    parse(copySlideInputSchema, { targetCreationId });
    const source = this.requireSlide(this.requireCreation(creationId), slideId);
    const target = this.requireCreation(targetCreationId);
    const copy = this.insert(target, source.content, target.slides.length);
    return { ...copy, creationId: targetCreationId };
  }

  getFirstSlide(creationId: string) {
    return firstSlideByCalls(this, creationId);
  }

  async getSlideContent(creationId: string, slideId: string): Promise<SlideContent> {
    await this.wait();
    const slide = this.requireSlide(this.requireCreation(creationId), slideId);
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
    // As the API does: an older editor's document is migrated before it is checked.
    const parsed = parse(slideContentWriteSchema, {
      ...write,
      content: migrateOlderWrite(write.content),
    });
    const creation = this.requireCreation(creationId);
    const slide = this.requireSlide(creation, slideId);
    if (this.failSaves > 0) {
      this.failSaves -= 1;
      throw new ApiError(503, { message: 'The server is busy, please try again' });
    }
    if (parsed.revision !== slide.revision)
      throw new StaleWriteError({ message: STALE_REVISION_MESSAGE, revision: slide.revision });
    slide.content = parseSlideDocument(clone(parsed.content));
    slide.revision += 1;
    slide.updatedAt = this.now();
    creation.updatedAt = slide.updatedAt;
    return { id: slide.id, revision: slide.revision, updatedAt: slide.updatedAt };
  }

  async downloadSlide(creationId: string, slideId: string, input: DownloadInput = {}) {
    await this.wait();
    return this.drawExport({ kind: 'slide', creationId, slideId, input });
  }

  async downloadSlideSvg(creationId: string, slideId: string, input: SvgDownloadInput = {}) {
    await this.wait();
    return this.drawExport({ kind: 'svg', creationId, slideId, input });
  }

  async downloadCreation(creationId: string, input: CreationDownloadInput) {
    await this.wait();
    return this.drawExport({ kind: 'creation', creationId, input });
  }

  async startExport(request: ExportRequest) {
    await this.wait();
    this.requireCreation(request.creationId);
    return this.exports.start(request);
  }

  async getExport(jobId: string) {
    await this.wait();
    return this.exports.status(jobId);
  }

  async getExportFile(jobId: string) {
    await this.wait();
    return this.exports.file(jobId);
  }

  async retryExport(jobId: string) {
    await this.wait();
    return this.exports.retry(jobId);
  }

  /** One slide as PNG with the renderer it was given; any other download fails with why. */
  private async drawExport(request: ExportRequest): Promise<Blob> {
    const creation = this.requireCreation(request.creationId);
    if (request.kind === 'slide' && (request.input?.format ?? 'png') === 'png') {
      const slide = this.requireSlide(creation, request.slideId);
      if (!this.renderPng)
        throw new ApiError(501, { message: 'This in-memory API was made without a renderer.' });
      return this.renderPng(clone(slide.content));
    }
    const format = request.kind === 'svg' ? 'svg' : (request.input?.format ?? 'png');
    throw new ApiError(422, { message: `This in-memory API cannot make ${format.toUpperCase()}.` });
  }

  async listLibraryItems(query?: LibraryListQuery) {
    await this.wait();
    return this.library.list(query);
  }

  async getLibraryItem(id: string) {
    await this.wait();
    return this.library.item(id);
  }

  async getLibraryCategories() {
    await this.wait();
    return this.library.categories();
  }

  async getLibraryCollections() {
    await this.wait();
    return this.library.collections();
  }

  async getLibrarySearchIndex(): Promise<string> {
    await this.wait();
    return this.library.searchIndex();
  }

  libraryThumbnailUrl(id: string) {
    return this.library.thumbnailUrl(id);
  }

  async getLibraryThumbnail(id: string) {
    await this.wait();
    this.library.item(id);
    return this.library.thumbnailUrl(id);
  }

  async listLibraryTemplates(query?: LibraryTemplateListQuery) {
    await this.wait();
    return this.library.templates(query);
  }

  async getLibraryTemplate(id: string) {
    await this.wait();
    return this.library.template(id);
  }

  libraryTemplatePreviewUrl(id: string) {
    return this.library.templatePreviewUrl(id);
  }

  async getLibraryTemplatePreview(id: string) {
    await this.wait();
    this.library.template(id);
    return this.library.templatePreviewUrl(id);
  }

  /** Serves `profile` as a journal partner's own (its id `partner-<id>`), as the API would. */
  addJournalProfile(profile: JournalProfile): void {
    this.partnerProfiles.set(profile.id, profile);
  }

  async listJournalProfiles() {
    await this.wait();
    return { profiles: [...JOURNAL_PROFILES, ...this.partnerProfiles.values()] };
  }

  async getJournalProfile(id: string) {
    await this.wait();
    const found =
      JOURNAL_PROFILES.find((profile) => profile.id === id) ?? this.partnerProfiles.get(id);
    if (!found) throw new ApiError(404, { message: JOURNAL_PROFILE_NOT_FOUND });
    return found;
  }

  // ---- Internals ----

  /** Strictly increasing timestamps: list order by update time is then well defined. */
  private now(): string {
    this.clock = Math.max(this.clock + 1, Date.now());
    return new Date(this.clock).toISOString();
  }

  private async wait(): Promise<void> {
    if (this.latencyMs > 0)
      await new Promise((resolve) => globalThis.setTimeout(resolve, this.latencyMs));
  }

  private store(
    name: string,
    type: CreationType,
    document: SlideDocument,
    id = newId(),
  ): StoredCreation {
    const createdAt = this.now();
    const creation: StoredCreation = {
      id,
      name,
      type,
      status: 'available',
      slug: creationSlug(name, id.replace(/-/g, '').slice(0, SLUG_SUFFIX_LENGTH)),
      folderId: null,
      createdAt,
      updatedAt: createdAt,
      slides: [{ id: newId(), revision: 0, updatedAt: createdAt, content: clone(document) }],
    };
    this.creations.set(id, creation);
    return creation;
  }

  private insert(creation: StoredCreation, content: SlideDocument, position: number): SlideSummary {
    const slide: StoredSlide = {
      id: newId(),
      revision: 0,
      updatedAt: this.now(),
      content: clone(content),
    };
    creation.slides.splice(position, 0, slide);
    creation.updatedAt = slide.updatedAt;
    return { id: slide.id, position, revision: 0 };
  }

  private reply(creation: StoredCreation): Creation {
    const { width, height } = creation.slides[0]!.content;
    return {
      id: creation.id,
      name: creation.name,
      type: creation.type,
      status: creation.status,
      width,
      height,
      createdAt: creation.createdAt,
      updatedAt: creation.updatedAt,
      slug: creation.slug,
      folderId: creation.folderId,
      // The in-memory API has one user, who owns everything.
      access: 'owner',
      slides: creation.slides.map((slide, position) => ({
        id: slide.id,
        position,
        revision: slide.revision,
      })),
    };
  }

  private requireStored(id: string): StoredCreation {
    const creation = this.creations.get(id);
    if (!creation) throw new Error(`No creation ${id} in this in-memory API`);
    return creation;
  }

  /** An available creation, as the server finds one: 400 for a malformed id, 404 when missing. */
  private requireCreation(id: string): StoredCreation {
    if (!UUID.test(id)) throw new ApiError(400, { message: ['id: Creation id must be a UUID'] });
    const creation = this.creations.get(id);
    if (!creation || creation.status !== 'available')
      throw new ApiError(404, { message: CREATION_NOT_FOUND });
    return creation;
  }

  private requireSlide(creation: StoredCreation, slideId: string): StoredSlide {
    if (!UUID.test(slideId))
      throw new ApiError(400, { message: ['slideId: Slide id must be a UUID'] });
    const slide = creation.slides.find((candidate) => candidate.id === slideId);
    if (!slide) throw new ApiError(404, { message: SLIDE_NOT_FOUND });
    return slide;
  }
}
