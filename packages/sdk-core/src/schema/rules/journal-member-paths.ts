// Journal membership's addresses, without zod (the API client imports them; journal-members.ts
// has the schemas).

/** PUT: an administrator sets an account's journal (or none). */
export const ADMIN_JOURNAL_MEMBERS_PATH = '/admin/journal-members';
/** PUT adds an author to the partner's journal; DELETE …/{email} removes one (partner key). */
export const EMBED_MEMBERS_PATH = '/embed/members';
