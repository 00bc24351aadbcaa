// What the plan allows of a monthly limit, read when a feature's form opens so the limit is said
// before the work (the API still decides: it refuses at the cap whatever the form showed).
import type { ProfilesApi } from '../api/profiles';
import type { CreationLimit, MonthlyLimit, PlanCode } from '../schema/rules/plans';
import type { PlanReply } from '../schema/contract/profiles';
import type { Creation } from '../schema/contract/creation';
import type { SlideDocument } from '../schema/document/document';

/** Each API's plan read in flight: the editor asks for it twice at once (watermark, slides). */
const readingPlan = new WeakMap<object, Promise<PlanReply | null>>();

/**
 * The caller's plan; null where the API has no plan call or it could not be read. Reads asked for
 * while one is on its way share its reply; a later read asks again (the plan may have changed).
 */
function readPlan(api: Partial<Pick<ProfilesApi, 'getPlan'>>): Promise<PlanReply | null> {
  const { getPlan } = api;
  if (!getPlan) return Promise.resolve(null);
  const inFlight = readingPlan.get(api);
  if (inFlight) return inFlight;
  const reading = getPlan
    .call(api)
    // Only the advance notice is missing; the API enforces the limit all the same.
    .catch(() => null)
    .finally(() => readingPlan.delete(api));
  readingPlan.set(api, reading);
  return reading;
}

/** The plan, what it used this month and its cap (null: unlimited). */
export interface PlanAllowance {
  plan: PlanCode;
  used: number;
  cap: number | null;
}

/** What a plan says of downloads (FiguraEditor.downloadTerms). */
export interface DownloadTerms {
  /** The plan whose mark the files carry; null: none (or the API cannot say). */
  watermark: PlanCode | null;
  /** High-resolution downloads this month and their cap; null where the API cannot say. */
  highResDownloads: PlanAllowance | null;
}

/** The allowance of `limit`; null where the API has no plan call or it could not be read. */
export async function readAllowance(
  api: Partial<Pick<ProfilesApi, 'getPlan'>>,
  limit: MonthlyLimit,
): Promise<PlanAllowance | null> {
  const reply = await readPlan(api);
  return reply && { plan: reply.plan, ...reply.limits[limit] };
}

/** What the caller's plan says of downloads (FiguraEditor.downloadTerms). */
export async function downloadTerms(
  api: Partial<Pick<ProfilesApi, 'getPlan'>>,
): Promise<DownloadTerms> {
  const reply = await readPlan(api);
  return {
    watermark: reply?.watermarked ? reply.plan : null,
    highResDownloads: reply && { plan: reply.plan, ...reply.limits.highResDownloads },
  };
}

/** Whether the allowance is used up. */
export function allowanceUsedUp(allowance: PlanAllowance | null): boolean {
  return Boolean(allowance && allowance.cap !== null && allowance.used >= allowance.cap);
}

/**
 * The cap on `limit` inside one creation (null: unlimited) and whose plan sets it: the caller's
 * (`plan`), or, in someone else's creation, its owner's (`plan` null: the caller's plan says
 * nothing there, and upgrading it lifts nothing).
 */
export interface CreationCap {
  plan: PlanCode | null;
  cap: number | null;
}

/**
 * The cap on `limit` in `creation`: its owner's (the creation's `caps`, which bind every editor)
 * where the API sends them, else the caller's plan's; null where neither can be read.
 */
export async function readCreationCap(
  api: Partial<Pick<ProfilesApi, 'getPlan'>>,
  limit: CreationLimit,
  creation: Pick<Creation, 'access' | 'caps'> = { access: 'owner' },
): Promise<CreationCap | null> {
  const owners = creation.caps?.[limit];
  if (owners !== undefined && creation.access !== 'owner') return { plan: null, cap: owners };
  const reply = await readPlan(api);
  if (!reply) return owners === undefined ? null : { plan: null, cap: owners };
  return { plan: reply.plan, cap: owners !== undefined ? owners : reply.perCreation[limit] };
}

/**
 * How much of something (`count`, say illustrations) the creation's slides other than the open
 * one hold, read from the editor's slides (cached, or fetched once each), so a cap on the whole
 * creation is said with the whole creation's usage. The open slide's is the caller's to add: it
 * changes with every edit.
 */
export async function countInOtherSlides(
  editor: {
    getSlides(): readonly string[];
    getCurrentSlideId(): string;
    getSlideDocument(slideId: string): Promise<SlideDocument>;
  },
  count: (document: SlideDocument) => number,
): Promise<number> {
  const open = editor.getCurrentSlideId();
  const others = editor.getSlides().filter((slideId) => slideId !== open);
  const documents = await Promise.all(others.map((slideId) => editor.getSlideDocument(slideId)));
  return documents.reduce((sum, document) => sum + count(document), 0);
}

/** The account's uploaded images against its plan's quota, in bytes. */
export interface StorageRoom {
  plan: PlanCode;
  used: number;
  quota: number;
}

/**
 * The room left for uploads when a picture is picked, so a file that would not fit is refused
 * before it is placed (the API still decides: a picture already uploaded costs nothing again).
 * Null where the API has no plan call or it could not be read.
 */
export async function readStorageRoom(
  api: Partial<Pick<ProfilesApi, 'getPlan'>>,
): Promise<StorageRoom | null> {
  const reply = await readPlan(api);
  return reply?.storage ? { plan: reply.plan, ...reply.storage } : null;
}

/** Whether `bytes` more fit the room (unknown room: they may). */
export const uploadFits = (room: StorageRoom | null, bytes: number): boolean =>
  !room || room.used + bytes <= room.quota;
