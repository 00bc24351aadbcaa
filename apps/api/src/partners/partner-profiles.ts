// The journal profiles the API knows: the registry's (sdk-core/preflight's journals.ts) and each
// active partner's own. A partner names a registry profile or its own rules in its settings, and
// may register its own through the API (PUT /embed/profile); what it registered replaces its
// settings' profile until it forgets it (DELETE). Downloads, the embed token and the builder read
// a partner's profile through here, so every one of them sees the same rules.
import { eq } from 'drizzle-orm';
import { JOURNAL_PROFILES, profileById, type JournalProfile } from '@figura/sdk-core/preflight';
import {
  isPartnerProfileId,
  partnerIdOf,
  journalRulesInputSchema,
  partnerProfileId,
  type JournalProfileId,
} from '@figura/sdk-core/schema';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { partnerProfiles } from '../db/partner-schema.ts';
import { activePartner, type Partner, type PartnerRegistry } from './partners.ts';

/** A partner's own rules as checked (no id: the partner's id gives it). */
export type JournalRules = z.output<typeof journalRulesInputSchema>;

/** The profile `rules` make for `partner`. */
const ownProfile = (partner: Partner, rules: JournalRules): JournalProfile => ({
  ...rules,
  id: partnerProfileId(partner.id),
});

/** The profile a partner's settings give it: a registry profile, or its own rules. */
export function settingsProfile(partner: Partner): JournalProfile {
  return typeof partner.profile === 'string'
    ? profileById(partner.profile)
    : ownProfile(partner, partner.profile);
}

export interface JournalProfiles {
  /** The partner's profile now: the rules it registered, else its settings' profile. */
  of(partner: Partner): Promise<JournalProfile>;
  /** Keeps `rules` as the partner's own profile (replacing any it registered before). */
  register(partner: Partner, rules: JournalRules): Promise<JournalProfile>;
  /** Forgets what the partner registered: its settings' profile again. */
  forget(partner: Partner): Promise<JournalProfile>;
  /** A registry profile, or an active partner's own; undefined when there is no such profile. */
  find(id: string): Promise<JournalProfile | undefined>;
  /** The registry's profiles, then every active partner's own. */
  list(): Promise<JournalProfile[]>;
}

export function journalProfiles(db: Database, partners: PartnerRegistry): JournalProfiles {
  /** The partner's profile from its stored rules, else its settings' profile. */
  const profileFrom = (partner: Partner, rules: unknown) => {
    // Checked when written; checked again, so a rule added later never reads a stale row wrong.
    const parsed = rules === undefined ? undefined : journalRulesInputSchema.safeParse(rules);
    return parsed?.success ? ownProfile(partner, parsed.data) : settingsProfile(partner);
  };
  const of = async (partner: Partner) => {
    const [row] = await db
      .select({ rules: partnerProfiles.rules })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, partner.id));
    return profileFrom(partner, row?.rules);
  };
  return {
    of,
    async register(partner, rules) {
      const now = new Date();
      await db
        .insert(partnerProfiles)
        .values({ partnerId: partner.id, rules, updatedAt: now })
        .onConflictDoUpdate({ target: partnerProfiles.partnerId, set: { rules, updatedAt: now } });
      return ownProfile(partner, rules);
    },
    async forget(partner) {
      await db.delete(partnerProfiles).where(eq(partnerProfiles.partnerId, partner.id));
      return settingsProfile(partner);
    },
    async find(id) {
      const partnerId = partnerIdOf(id);
      if (partnerId === undefined)
        return JOURNAL_PROFILES.find((profile) => profile.id === (id as JournalProfileId));
      const partner = activePartner(partners, partnerId);
      if (!partner) return undefined;
      const profile = await of(partner);
      // A partner that names a registry profile has no profile of its own.
      return profile.id === id ? profile : undefined;
    },
    async list() {
      // Every registered rule in one read, not one per partner.
      const rows = await db
        .select({ partnerId: partnerProfiles.partnerId, rules: partnerProfiles.rules })
        .from(partnerProfiles);
      const stored = new Map(rows.map((row) => [row.partnerId, row.rules]));
      const own = [...partners.values()]
        .filter((partner) => !partner.disabled)
        .map((partner) => profileFrom(partner, stored.get(partner.id)));
      return [...JOURNAL_PROFILES, ...own.filter((profile) => isPartnerProfileId(profile.id))];
    },
  };
}
