// Image generations as jobs (docs/image-generation.md): POST /generations counts one against
// the plan (imageGenerations, the row locked) and queues the prompt on the queue exports use
// (pg-boss, queue figura-generations); a worker in each API process sends it to the provider,
// stores the picture as the person's file and records its provenance. A failure gives the count
// back and says why.
import { and, eq, lt } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import {
  GENERATION_UNAVAILABLE_MESSAGE,
  pngSize,
  type GenerationReply,
  type GenerationShape,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { generationJobs, users, type UserRow } from '../db/schema.ts';
import type { FileStore } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { uploadFile } from '../files/files.ts';
import { giveBackUsage, takeUsage } from '../billing/plans.ts';
import {
  GenerationFailed,
  generatePicture,
  providerName,
  type GenerationProviderConfig,
} from './provider.ts';

export const GENERATION_QUEUE = 'figura-generations';
/**
 * How long a generation's record (its prompt, status and message) is kept: the picture itself is
 * the person's file, and its provenance lives on the element that shows it.
 */
export const GENERATION_RECORD_DAYS = 30;

export interface GenerationServices {
  db: Database;
  boss: PgBoss;
  files: FileStore;
  /** The deployment's image-generation service; none: the feature says it is not set up. */
  provider: GenerationProviderConfig | undefined;
}

type GenerationRow = typeof generationJobs.$inferSelect;

const NOT_FOUND = 'Generation not found.';

function replyOf(row: GenerationRow): GenerationReply {
  return {
    id: row.id,
    status: row.status as GenerationReply['status'],
    progress: row.progress,
    prompt: row.prompt,
    provider: row.provider,
    model: row.model,
    file: row.fileId,
    width: row.width,
    height: row.height,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Queues a picture for `prompt`, counted against the plan's image generations. */
export async function startGeneration(
  services: GenerationServices,
  user: UserRow,
  request: { prompt: string; shape: GenerationShape },
): Promise<GenerationReply> {
  const { db, boss, provider } = services;
  if (!provider) throw new HttpError(503, GENERATION_UNAVAILABLE_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await takeUsage(tx, user, 'imageGenerations');
    const [inserted] = await tx
      .insert(generationJobs)
      .values({
        userId: user.id,
        prompt: request.prompt,
        shape: request.shape,
        provider: providerName(provider),
        model: provider.model ?? null,
      })
      .returning();
    return inserted!;
  });
  await boss.send(GENERATION_QUEUE, { generationId: row.id });
  return replyOf(row);
}

/** A generation of `user`'s (404 for anyone else's: its prompt is theirs). */
export async function generationOf(
  db: Database,
  user: UserRow,
  generationId: string,
): Promise<GenerationReply> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, generationId), eq(generationJobs.userId, user.id)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return replyOf(row);
}

async function update(db: Database, id: string, values: Partial<GenerationRow>): Promise<void> {
  await db
    .update(generationJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(generationJobs.id, id));
}

async function runGeneration(services: GenerationServices, generationId: string): Promise<void> {
  const { db, files, provider } = services;
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, generationId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await update(db, row.id, { status: 'running', progress: 0.1 });
  try {
    if (!provider) throw new GenerationFailed(GENERATION_UNAVAILABLE_MESSAGE);
    const picture = await generatePicture(provider, row.prompt, row.shape as GenerationShape);
    await update(db, row.id, { progress: 0.8 });
    const size = pngSize(picture.png);
    if (!size)
      throw new GenerationFailed('The image-generation service sent something other than a PNG.');
    const [owner] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!owner) throw new GenerationFailed('The account that asked for this picture is gone.');
    // Stored like an upload of theirs: the same file store, storage quota and clean-up.
    const stored = await uploadFile(db, files, owner, 'image/png', picture.png);
    await update(db, row.id, {
      status: 'done',
      progress: 1,
      fileId: stored.id,
      model: picture.model,
      ...size,
    });
  } catch (error) {
    const message =
      error instanceof GenerationFailed || error instanceof HttpError
        ? error.message
        : 'The picture could not be made: try again.';
    await update(db, row.id, { status: 'failed', message });
    await giveBackUsage(db, row.userId, 'imageGenerations', row.createdAt);
    if (!(error instanceof GenerationFailed) && !(error instanceof HttpError)) throw error;
  }
}

/** Forgets generation records older than GENERATION_RECORD_DAYS (housekeeping); how many went. */
export async function forgetOldGenerations(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GENERATION_RECORD_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(generationJobs)
    .where(lt(generationJobs.createdAt, before))
    .returning({ id: generationJobs.id });
  return gone.length;
}

/** Takes generation jobs in this process; returns what stops it. */
export async function startGenerationWorker(
  services: GenerationServices,
): Promise<() => Promise<void>> {
  const { boss } = services;
  // Only a node that can reach a service takes jobs (nodes on one database share the queue).
  if (!services.provider) return async () => {};
  await boss.createQueue(GENERATION_QUEUE, {
    // A failure is told to the person, who asks again: the queue does not retry on its own.
    retryLimit: 0,
    deleteAfterSeconds: 24 * 60 * 60,
    expireInSeconds: 10 * 60,
  });
  await boss.work<{ generationId: string }>(
    GENERATION_QUEUE,
    { localConcurrency: 2, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (job) await runGeneration(services, job.data.generationId);
    },
  );
  return async () => {
    await boss.offWork(GENERATION_QUEUE, { wait: false }).catch(() => undefined);
  };
}
