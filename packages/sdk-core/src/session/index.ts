export {
  DEFAULT_COOKIE_NAMES,
  TOKEN_COOKIE_MAX_AGE_DAYS,
  createMemoryCookieStore,
  formatTokenCookie,
  parseTokenCookie,
  type CookieNames,
  type CookieStore,
  type ParsedTokenCookie,
} from './cookies';
export { createDocumentCookieStore, type CookieDocument } from './document-cookie-store';
export { SESSION_STATES, determineSessionState, type SessionState } from './session-state';
export type { EnsureSessionRequest, SamlValidation, SessionOutcome } from './context';
export {
  SESSION_RECHECK_MS,
  createSessionController,
  type SessionController,
  type SessionControllerOptions,
  type SessionResult,
} from './controller';
export { SESSION_VALIDATION_FAILED } from './states/fully-authenticated';
export {
  SIGN_ON_AUTHENTICATION_FAILED,
  USER_OR_CACTUS_ID_MISSING,
} from './states/sso-authenticated';
export {
  ERROR_RETRIEVING_USER_PROFILE,
  FAILED_TO_FETCH_USER_PROFILE,
  JOURNAL_SETTINGS_FAILED,
  fetchJournalSettings,
  fetchUserProfile,
} from './user-profile';
export { logoutUrl } from './logout-url';
export { readJwtPayload } from '../api/jwt';
export { createSessionStore, type SessionSnapshot, type SessionStore } from './store';
export {
  ACTIVITY_EVENTS,
  INACTIVITY_LOGOUT_MS,
  LOGIN_REGISTER_PATH,
  MTG_USER_KEY,
  watchInactivity,
  type ActivityTarget,
  type InactivityOptions,
  type InactivityTimers,
} from './inactivity';
export {
  COMPLETE_PROFILE_PATH,
  SIGN_UP_EVENT,
  afterSignIn,
  createRecordingAnalytics,
  safeRedirectPath,
  type Analytics,
  type RecordingAnalytics,
} from './after-sign-in';
export {
  TRACKING_PARAMS,
  captureTrackingParams,
  sanitizeTrackingValue,
  storedTrackingParams,
  trackingParamsFromUrl,
  type TrackingParam,
  type TrackingParams,
  type TrackingStorage,
} from './tracking-params';
export {
  SUPPORT_CHAT_DELAY_MS,
  SUPPORT_CHAT_EXCLUDED_PATHS,
  SUPPORT_CHAT_HELP_DELAY_MS,
  SUPPORT_CHAT_HELP_HASH,
  createStandInSupportChat,
  supportChatAllowedOn,
  watchSupportChat,
  type ChatLocation,
  type ChatTimers,
  type StandInChatState,
  type StandInSupportChat,
  type SupportChat,
  type SupportChatUser,
  type SupportChatWatch,
} from './support-chat';
export {
  MONITORING_INIT_FAILED,
  MONITORING_SAMPLE_RATE,
  createStandInMonitoring,
  maskUserInput,
  startMonitoring,
  type Monitoring,
  type MonitoringEvent,
  type MonitoringOptions,
  type MonitoringUser,
  type StandInMonitoring,
} from './monitoring';
export {
  DATA_CACHE_SETTINGS,
  belongsToSomeoneElse,
  cacheKeys,
  watchCacheOwner,
  type CreationListFilter,
  type UserDataCache,
} from './data-cache';
