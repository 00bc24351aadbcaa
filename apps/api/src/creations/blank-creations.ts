// Creations opened and never edited ("Blank canvas" to look around): they do not count against
// the plan's cap (plans.ts, countFirstEdit and markFirstEdit) and the housekeeping sweep collects
// them once nobody has touched them for a day, provided every slide is still empty and nobody
// was ever invited to them or commented on them: nothing anyone made is lost.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creations, creationShares, slideComments, slides } from '../db/schema.ts';
import { purgeCreationsWhere } from './trash.ts';

/** How long a never-edited creation stays after its last change (a rename, a resize). */
export const BLANK_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes the never-edited creations untouched for BLANK_KEPT_MS; how many went. */
export function collectUntouchedBlanks(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BLANK_KEPT_MS);
  return purgeCreationsWhere(
    db,
    and(
      isNull(creations.firstEditedAt),
      eq(creations.status, 'available'),
      lt(creations.updatedAt, cutoff),
      sql`not exists (select 1 from ${slides} where ${slides.creationId} = ${creations.id}
        and coalesce(jsonb_array_length((${slides.content}::jsonb) -> 'elements'), 0) > 0)`,
      sql`not exists (select 1 from ${creationShares}
        where ${creationShares.creationId} = ${creations.id})`,
      sql`not exists (select 1 from ${slideComments}
        where ${slideComments.creationId} = ${creations.id})`,
    ),
  );
}
