import type {
  AddSlideInput,
  CopiedSlide,
  CreateCreationInput,
  Creation,
  CreationList,
  DeletedSlide,
  ListCreationsQuery,
  SlideContentWrite,
  SlideSaved,
  SlideSummary,
  UpdateCreationInput,
  UpdatedCreation,
  User,
} from '../schema/contract/creation';
import type { SlideContentReply } from '../schema/contract/replies';
import type {
  CreationDownloadInput,
  DownloadInput,
  ExportJobReply,
  ExportStatusReply,
  SvgDownloadInput,
} from '../schema/contract/exports';
import { exportRequestCall, type ExportRequest } from './export-request';
import {
  firstSlideFrom,
  firstSlideIdOfReply,
  firstSlideOf,
  receivedFirstSlide,
  type FirstSlide,
  type FirstSlideOptions,
} from './first-slide';
import { FIRST_SLIDE } from '../schema/document/constants';
import { loadSchema } from '../schema/loader';
import { ApiError, StaleWriteError } from './errors';
import { createHttp, parseReply, type ApiClientOptions, type ApiLogger, type Http } from './http';
import { libraryAdminCalls, type LibraryAdminApi } from './library-admin';
import { libraryCalls, type LibraryApi } from './library';
import { organiseCalls, type OrganiseApi } from './organise';
import { historyCalls, type HistoryApi } from './history';
import { fileCalls, type FileCalls } from './files';
import { generationCalls, type GenerationCalls } from './generations';
import { sharingCalls, type SharingApi } from './sharing';
import { planCall, profileCalls, type ProfilesApi } from './profiles';
import { commentCalls, type CommentsApi } from './comments';
import { billingCalls, type BillingApi } from './billing';
import { teamCalls, type TeamsApi } from './teams';
import { samlCalls, type SamlApi } from './saml';
import { accountCalls, type AccountApi } from './account';
import { accountInfoCalls, type AccountInfoApi } from './account-info';
import { isEmptyListAsReceived, type ReceivedCreationList } from './received-list';

/**
 * Every call the apps make to the Figura API (docs/architecture.md "API calls"). The file calls
 * are optional: without them an editor keeps images inside the documents (data: URLs).
 */
export interface FiguraApi
  extends
    LibraryApi,
    Partial<FileCalls>,
    Partial<GenerationCalls>,
    Partial<Pick<ProfilesApi, 'getPlan'>> {
  verifyTokenValidity(): Promise<{ valid: boolean; user: User }>;
  validateOneLogin(): Promise<{ data: { active: boolean; user: User | null } }>;
  oneLoginCallback(token: string): Promise<{ user: User; isNewUser: boolean }>;
  getProfileByToken(token: string): Promise<{ user: User }>;
  /**
   * status defaults to 'available'. With `checkLater`, an empty list resolves as received and
   * carries `check()` (see ReceivedCreationList); any other reply is validated first.
   */
  listCreations(query?: ListCreationsQuery): Promise<CreationList>;
  /**
   * Lists of creations asked for while `work` runs wait for it, settled or not: an editor's
   * last save as it closes (bounded by the editor, LIST_HOLD_MS), so the list the person goes
   * back to shows it (its thumbnail drawn from the stored slide, not from the one before the last
   * words typed).
   */
  holdListsUntil?(work: Promise<unknown>): void;
  listCreations(
    query: ListCreationsQuery,
    options: { checkLater: true },
  ): Promise<ReceivedCreationList>;
  createCreation(input: CreateCreationInput): Promise<Creation>;
  getCreation(id: string): Promise<Creation>;
  /**
   * The creation, its first slide and that slide's content: what opening a creation needs. The
   * slide is asked for as soon as the creation's reply arrives, while that reply is validated.
   */
  getFirstSlide(creationId: string, options?: FirstSlideOptions): Promise<FirstSlide>;
  /**
   * Renames the creation and/or gives every slide a new canvas size, in one transaction; the reply
   * lists the slides stored again (resized) with their new revisions.
   */
  updateCreation(id: string, input: UpdateCreationInput): Promise<UpdatedCreation>;
  deleteCreation(id: string): Promise<{ id: string; status: 'deleted' }>;
  /** A new empty slide of the creation's size: at the end, or right after `afterSlideId`. */
  addSlide(creationId: string, input?: AddSlideInput): Promise<SlideSummary>;
  /** A copy of the slide right after it. */
  duplicateSlide(creationId: string, slideId: string): Promise<SlideSummary>;
  /** Rejects with 400 for the creation's last slide. */
  deleteSlide(creationId: string, slideId: string): Promise<DeletedSlide>;
  /** `slideIds` lists every slide of the creation once, in the new order. */
  reorderSlides(creationId: string, slideIds: readonly string[]): Promise<Creation>;
  /** Every slide of the creation with a position (PUT /user-creations/{id}/slide). */
  setSlidePositions(
    creationId: string,
    slides: readonly { id: string; position: number }[],
  ): Promise<Creation>;
  /** Copies the slide to the end of another creation the user may change. */
  copySlide(creationId: string, slideId: string, targetCreationId: string): Promise<CopiedSlide>;
  /** The slide's stored document, not yet validated: pass `content` to parseSlideDocument. */
  getSlideContent(creationId: string, slideId: string): Promise<SlideContentReply>;
  /** Rejects with StaleWriteError when `write.revision` is no longer the stored one. */
  saveSlideContent(
    creationId: string,
    slideId: string,
    write: SlideContentWrite,
  ): Promise<SlideSaved>;
  /**
   * The slide drawn on the server, as PNG (an empty input: at the slide's size), JPG, TIFF, PDF
   * or SVG at a dpi and size. A download the server turns into a job (too long to wait for) is
   * followed to its file.
   */
  downloadSlide(creationId: string, slideId: string, input?: DownloadInput): Promise<Blob>;
  /** The slide as SVG, its text embedded with its fonts or as outlines. */
  downloadSlideSvg(creationId: string, slideId: string, input?: SvgDownloadInput): Promise<Blob>;
  /** Every slide of the creation: one PDF (a page per slide), or a ZIP of one image per slide. */
  downloadCreation(creationId: string, input: CreationDownloadInput): Promise<Blob>;
  /** Asks for a download as a job, at once (202): follow it with getExport, or followExport. */
  startExport(request: ExportRequest): Promise<ExportJobReply>;
  /** How far an export job got: queued, running (with progress 0..1), done, or failed with why. */
  getExport(jobId: string): Promise<ExportStatusReply>;
  /** A finished job's file; a failed job rejects with the server's message and status. */
  getExportFile(jobId: string): Promise<Blob>;
  /** Runs a failed job again. */
  retryExport(jobId: string): Promise<ExportJobReply>;
}

export type { ApiClientOptions } from './http';

/**
 * What `createApiClient` returns: the editor's calls, the library's admin calls, those of
 * /my-creations (trash, folders, slugs, thumbnails) and of a slide's versions, sharing,
 * comments, profiles, plans and codes, billing, teams, SAML sign-in, and the account calls
 * (sign-in, profile completion, roles, orders...).
 */
export type FiguraClient = FiguraApi &
  LibraryAdminApi &
  OrganiseApi &
  HistoryApi &
  SharingApi &
  CommentsApi &
  ProfilesApi &
  BillingApi &
  TeamsApi &
  SamlApi &
  AccountApi &
  AccountInfoApi;

/**
 * What an embedded editor, viewer or builder calls (`createEditorApiClient`): the creation's and
 * its slides' calls, the library, files, image generation, sharing, comments and the caller's plan.
 */
export type EditorApiClient = FiguraApi & SharingApi & CommentsApi & Pick<ProfilesApi, 'getPlan'>;

/**
 * The client of every call (the portal's). Its editor calls are `createEditorApiClient`'s; the
 * rest (organising, history, profiles, billing, teams, SAML, accounts) stay out of the embed.
 */
export function createApiClient(options: ApiClientOptions): FiguraClient {
  const logger = options.logger ?? console;
  const http = createHttp(options);
  const absolute = absoluteUrl(options.baseURL);
  return {
    ...editorCalls(http, logger, absolute),
    ...libraryAdminCalls(http, logger),
    ...organiseCalls(http, logger),
    ...historyCalls(http, logger),
    ...profileCalls(http, logger),
    ...billingCalls(http, logger),
    ...teamCalls(http, logger),
    ...samlCalls(http, logger, absolute),
    ...accountCalls(http, logger),
    ...accountInfoCalls(http, logger),
  };
}

/** The calls an embedded editor makes, and nothing else: a journal's page loads less. */
export function createEditorApiClient(options: ApiClientOptions): EditorApiClient {
  return editorCalls(createHttp(options), options.logger ?? console, absoluteUrl(options.baseURL));
}

const absoluteUrl = (baseURL: string) => (path: string) => `${baseURL.replace(/\/$/, '')}${path}`;

function editorCalls(
  http: Http,
  logger: ApiLogger,
  absolute: (path: string) => string,
): EditorApiClient {
  const creationPath = (id: string) => `/user-creations/${encodeURIComponent(id)}`;
  const slidePath = (creationId: string, slideId: string) =>
    `${creationPath(creationId)}/slide/${encodeURIComponent(slideId)}`;
  const exportPath = (jobId: string) => `/exports/${encodeURIComponent(jobId)}`;
  const blobOf = (reply: { data: ArrayBuffer; headers: Readonly<Record<string, string>> }) =>
    new Blob([reply.data], { type: reply.headers['content-type'] ?? 'application/octet-stream' });

  /** The file, or (202: longer than the server waits) the job's file once it is done. */
  async function download(request: ExportRequest): Promise<Blob> {
    const { path, body } = exportRequestCall(request);
    const reply = await http.post<ArrayBuffer>(path, body, { responseType: 'arraybuffer' });
    if (reply.status !== 202) return blobOf(reply);
    const job = parseReply(
      (schemas) => schemas.exportJobReplySchema,
      { ...reply, data: JSON.parse(new TextDecoder().decode(reply.data)) as unknown },
      logger,
    );
    const { followExport } = await import('./exports');
    return followExport(api, await job);
  }
  // What lists wait for (holdListsUntil), settled or not.
  const holding = new Set<Promise<unknown>>();
  const api: EditorApiClient = {
    ...libraryCalls(http, logger, absolute),
    ...fileCalls(http, logger),
    ...generationCalls(http, logger),
    ...sharingCalls(http, logger),
    ...commentCalls(http, logger),
    ...planCall(http, logger),
    async verifyTokenValidity() {
      return parseReply(
        (schemas) => schemas.verifyTokenReplySchema,
        await http.get('/auth/verify-token-validity'),
        logger,
      );
    },
    async validateOneLogin() {
      return parseReply(
        (schemas) => schemas.oneLoginValidateReplySchema,
        await http.get('/auth/onelogin/validate'),
        logger,
      );
    },
    async oneLoginCallback(token) {
      return parseReply(
        (schemas) => schemas.oneLoginCallbackReplySchema,
        await http.post('/auth/onelogin/callback', { token }),
        logger,
      );
    },
    async getProfileByToken(token) {
      return parseReply(
        (schemas) => schemas.profileReplySchema,
        await http.get('/auth/profile/', { params: { token } }),
        logger,
      );
    },
    holdListsUntil(work) {
      const held = work.catch(() => undefined);
      holding.add(held);
      void held.then(() => holding.delete(held));
    },
    async listCreations(query: ListCreationsQuery = {}, options?: { checkLater: true }) {
      await Promise.all(holding);
      const params = { ...query, status: query.status ?? 'available' };
      const reply = await http.get('/user-creations', { params });
      const validated = () => parseReply((schemas) => schemas.creationListSchema, reply, logger);
      if (options?.checkLater && isEmptyListAsReceived(reply.data))
        return { ...(reply.data as CreationList), check: validated };
      return validated();
    },
    async createCreation(input) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.post('/user-creations', input),
        logger,
      );
    },
    async getCreation(id) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.get(creationPath(id)),
        logger,
      );
    },
    async getFirstSlide(creationId, options) {
      // The creation and its first slide's content at once (".../slide/first/content"): the
      // slide no longer waits for the creation's reply (and its CORS preflight) to be asked for.
      const creationReply = http.get(creationPath(creationId));
      const firstContent = http
        .get(`${slidePath(creationId, FIRST_SLIDE)}/content`)
        .catch(() => undefined); // an API without the alias: asked for by id below
      options?.onSlideRequested?.();
      const reply = await creationReply;
      const first = firstSlideIdOfReply(reply.data);
      // The slide answered as first is the creation's first (unless reordered in between).
      const contentOf = async (slideId: string) => {
        const early = await firstContent;
        return early && (early.data as { id?: unknown } | null)?.id === slideId
          ? early
          : http.get(`${slidePath(creationId, slideId)}/content`);
      };
      const earlyContent = first === undefined ? undefined : contentOf(first);
      earlyContent?.catch(() => undefined); // awaited below, or not needed
      const validated = async () => {
        const creation = await parseReply((schemas) => schemas.creationSchema, reply, logger);
        const slide = firstSlideOf(creation);
        const content = await parseReply(
          (schemas) => schemas.slideContentReplySchema,
          slide.id === first && earlyContent ? await earlyContent : await contentOf(slide.id),
          logger,
        );
        return firstSlideFrom(creation, slide, content);
      };
      if (options?.checkLater && earlyContent) {
        const received = receivedFirstSlide(reply.data, (await earlyContent).data);
        if (received) return { ...received, check: validated };
      }
      // Replies are checked with the schemas, which load on demand (parseReply). Evaluating them
      // takes a while: only once the slide is asked for, so it runs while that reply travels.
      void loadSchema().catch(() => undefined);
      return validated();
    },
    async updateCreation(id, input) {
      return parseReply(
        (schemas) => schemas.updatedCreationSchema,
        await http.put(creationPath(id), input),
        logger,
      );
    },
    async deleteCreation(id) {
      return parseReply(
        (schemas) => schemas.deleteCreationReplySchema,
        await http.delete(creationPath(id)),
        logger,
      );
    },
    async addSlide(creationId, input) {
      return parseReply(
        (schemas) => schemas.slideSummarySchema,
        await http.post(`${creationPath(creationId)}/slide`, input),
        logger,
      );
    },
    async duplicateSlide(creationId, slideId) {
      return parseReply(
        (schemas) => schemas.slideSummarySchema,
        await http.post(`${slidePath(creationId, slideId)}/duplicate`),
        logger,
      );
    },
    async deleteSlide(creationId, slideId) {
      return parseReply(
        (schemas) => schemas.deletedSlideSchema,
        await http.delete(slidePath(creationId, slideId)),
        logger,
      );
    },
    async reorderSlides(creationId, slideIds) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.put(`${creationPath(creationId)}/slide/sequences`, { slideIds }),
        logger,
      );
    },
    async setSlidePositions(creationId, slides) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.put(`${creationPath(creationId)}/slide`, { slides }),
        logger,
      );
    },
    async copySlide(creationId, slideId, targetCreationId) {
      return parseReply(
        (schemas) => schemas.copiedSlideSchema,
        await http.post(`${slidePath(creationId, slideId)}/copy`, { targetCreationId }),
        logger,
      );
    },
    async getSlideContent(creationId, slideId) {
      return parseReply(
        (schemas) => schemas.slideContentReplySchema,
        await http.get(`${slidePath(creationId, slideId)}/content`),
        logger,
      );
    },
    async saveSlideContent(creationId, slideId, write) {
      try {
        const reply = await http.put(`${slidePath(creationId, slideId)}/content`, write);
        return parseReply((schemas) => schemas.slideSavedSchema, reply, logger);
      } catch (error) {
        throw await asStaleWrite(error);
      }
    },
    downloadSlide(creationId, slideId, input = {}) {
      return download({ kind: 'slide', creationId, slideId, input });
    },
    downloadSlideSvg(creationId, slideId, input = {}) {
      return download({ kind: 'svg', creationId, slideId, input });
    },
    downloadCreation(creationId, input) {
      return download({ kind: 'creation', creationId, input });
    },
    async startExport(request) {
      const { path, body } = exportRequestCall(request);
      return parseReply(
        (schemas) => schemas.exportJobReplySchema,
        await http.post(path, body, { params: { async: '1' } }),
        logger,
      );
    },
    async getExport(jobId) {
      return parseReply(
        (schemas) => schemas.exportStatusReplySchema,
        await http.get(exportPath(jobId)),
        logger,
      );
    },
    async getExportFile(jobId) {
      return blobOf(
        await http.get<ArrayBuffer>(`${exportPath(jobId)}/file`, { responseType: 'arraybuffer' }),
      );
    },
    async retryExport(jobId) {
      return parseReply(
        (schemas) => schemas.exportJobReplySchema,
        await http.post(`${exportPath(jobId)}/retry`),
        logger,
      );
    },
  };
  return api;
}

async function asStaleWrite(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  const { staleWriteReplySchema } = await loadSchema();
  const body = staleWriteReplySchema.safeParse(error.body);
  return body.success ? new StaleWriteError(body.data, { cause: error.cause }) : error;
}
