/** The SDK's namespaces: `common` (the engine, shared words) and `editor` (the editor's interface). */
export const SDK_NAMESPACES = ['common', 'editor'] as const;
export type SdkNamespace = (typeof SDK_NAMESPACES)[number];
