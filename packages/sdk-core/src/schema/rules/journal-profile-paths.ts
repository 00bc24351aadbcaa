// The journal profiles' addresses and messages, without zod: the API client (in an element's
// first script) imports them; journal-profiles.ts has the schemas.

/** GET: every profile; GET …/{id}: one. */
export const JOURNAL_PROFILES_PATH = '/journal-profiles';
/** A journal partner's own profile (partner key): GET, PUT registers it, DELETE forgets it. */
export const EMBED_PROFILE_PATH = '/embed/profile';
/** GET …/{id} of a profile there is none of (a 404's message). */
export const JOURNAL_PROFILE_NOT_FOUND = 'There is no journal profile with this id.';
