/**
 * The API's error messages that clients and the in-memory API must match word for word (the
 * contract suite checks both APIs against them). The server imports them from here.
 */
export const CREATION_NOT_FOUND = 'Creation not found';
export const SLIDE_NOT_FOUND = 'Slide not found';
export const FOLDER_NOT_FOUND = 'Folder not found';
export const VERSION_NOT_FOUND = 'Version not found';
export const SHARE_NOT_FOUND = 'Share not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const SHARE_WITH_SELF_MESSAGE = 'You cannot share a creation with yourself.';
export const SHARE_USER_NOT_FOUND = 'No user has this id.';
export const SHARE_EXISTS_MESSAGE =
  'This creation is shared with them already: change the permission instead.';
export const SHARE_FORBIDDEN_MESSAGE = 'Only the owner can share this creation.';
export const COMMENT_FORBIDDEN_MESSAGE = 'You cannot comment on this creation.';
export const COMMENT_NOT_AUTHOR_MESSAGE = 'Only its author can edit this comment.';
export const COMMENT_DELETE_FORBIDDEN_MESSAGE =
  'Only its author or the creation’s owner can delete this comment.';
export const COMMENT_PARENT_NOT_FOUND = 'The comment you reply to is not on this slide.';
export const STALE_REVISION_MESSAGE = 'This slide was changed elsewhere since you opened it.';
export const LAST_SLIDE_MESSAGE = 'A creation needs at least one slide.';
export const SLIDE_LIST_MISMATCH_MESSAGE = "List exactly the creation's slides, each once.";
export const LIBRARY_ITEM_NOT_FOUND = 'No such library item';
export const LIBRARY_TEMPLATE_NOT_FOUND = 'No such template';
export const LIBRARY_NOT_BUILT_MESSAGE =
  'The content library is not built on this server (run `pnpm figura content build`).';
export const EXPORT_NOT_FOUND = 'This export does not exist or has expired.';
/** One account's share of the export queue: its exports queued or drawing at once. */
export const MAX_PENDING_EXPORTS_PER_ACCOUNT = 4;
/** 429 to an account with its share of the export queue under way. */
export const EXPORT_SHARE_MESSAGE = `You have ${MAX_PENDING_EXPORTS_PER_ACCOUNT} exports under way: the next can start when one of them is done.`;
export const EXPORT_NOT_FAILED_MESSAGE = 'Only a failed export can be tried again.';
export const EXPORT_NOT_DONE_MESSAGE = 'This export is not finished yet.';
/** A signed-in user who is not an administrator (plan A) asks to change the content library. */
export const LIBRARY_ADMIN_ONLY_MESSAGE = 'Only administrators can change the content library.';
export const SAML_ADMIN_ONLY_MESSAGE = 'Only administrators can configure identity providers.';
export const libraryItemExistsMessage = (id: string) =>
  `A library item with the id ${id} exists already (a retired one too: restore it instead).`;
/** 422: the importer's checks refused the drawing (`reason` as the import report words it). */
export const libraryDrawingRefusedMessage = (reason: string) =>
  `The drawing was refused: ${reason}.`;
/** A user asks for someone else's profile (only they, or an administrator, may). */
export const PROFILE_FORBIDDEN_MESSAGE = 'You can only see and change your own profile.';
export const PROFILE_NOT_FOUND = 'Profile not found';
/** A plan's cap is reached (the reply names the limit, the cap and the upsell to show). */
/** `planLabel` is the plan's name ("Starter"), never its code. */
export const planLimitMessage = (limit: string, cap: number, planLabel: string) =>
  `Your ${planLabel} plan allows ${cap} ${limit}: upgrade to have more.`;
/** Image generation asked of a plan without it (cap 0; the `textToImage` prompt). */
export const textToImageNotInPlanMessage = (planLabel: string) =>
  `Turning text into images is not part of your ${planLabel} plan: upgrade to use it.`;
export const CODE_NOT_FOUND = 'No such code';
export const CODE_REDEEMED_MESSAGE = 'This code has been redeemed already.';
export const CODE_INVALIDATED_MESSAGE = 'This code is no longer valid.';
/** The code's plan would not raise the user's (it stays available for someone else). */
export const CODE_NOT_AN_UPGRADE_MESSAGE = 'Your plan already includes what this code gives.';
export const CODE_EXISTS_MESSAGE = 'A code with this text exists already.';
/** Codes are made and invalidated by administrators (plan A) only. */
export const CODES_ADMIN_ONLY_MESSAGE = 'Only administrators can make or invalidate codes.';
export const PASSWORD_NOT_CHANGED_MESSAGE = 'The password could not be changed.';

/** Billing is for signed-in accounts; a journal submission's embed token has none (403). */
export const BILLING_ACCOUNT_ONLY_MESSAGE = 'Only a signed-in account can buy or cancel a plan.';
/** POST /billing/checkout for an administrator: their plan is not for sale. */
export const ADMIN_KEEPS_PLAN_MESSAGE =
  'Administrators keep their plan (A): a purchase would not change it.';
