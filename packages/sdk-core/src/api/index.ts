export {
  createApiClient,
  createEditorApiClient,
  type EditorApiClient,
  type FiguraApi,
  type FiguraClient,
  type ApiClientOptions,
} from './client';
export type { LibraryApi } from './library';
export type { LibraryAdminApi } from './library-admin';
export type { OrganiseApi } from './organise';
export type { HistoryApi } from './history';
export type { SharingApi } from './sharing';
export type { SamlApi } from './saml';
export type { CommentsApi } from './comments';
export type { ProfilesApi } from './profiles';
export type { BillingApi } from './billing';
export type { TeamsApi } from './teams';
export type { AccountApi, CaptchaAnswer } from './account';
export type { AccountInfoApi } from './account-info';
export type { ReceivedCreationList } from './received-list';
export {
  FirstSlideError,
  firstSlideByCalls,
  type FirstSlide,
  type FirstSlideOptions,
} from './first-slide';
export {
  ApiError,
  StaleWriteError,
  extractErrorMessage,
  FALLBACK_ERROR_MESSAGE,
  NO_RESPONSE_LOG_MESSAGE,
} from './errors';
export { errorText } from './error-text';
export type { ApiLogger } from './http';
export { exportRequestCall, type ExportRequest } from './export-request';
export {
  ExportJobError,
  followExport,
  type ExportJobCalls,
  type FollowExportOptions,
} from './exports';
export {
  PRODUCT_ASSOCIATION,
  associateUserProduct,
  fetchSignOnToken,
  shouldAssociateProduct,
} from './sign-on';
export {
  addPartnerMember,
  forgetPartnerProfile,
  getEmbedPartner,
  getPartnerProfile,
  registerPartnerProfile,
  removePartnerMember,
  requestEmbedToken,
  type PartnerCredentials,
} from './embed';
export { createCreationFromTemplate, type CreationFromTemplateApi } from './templates';
export { fileCalls, filePath, type FileCalls } from './files';
export { generationCalls, type GenerationCalls } from './generations';
