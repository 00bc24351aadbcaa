/** The SDK's namespaces: `common` (the engine, shared words) and `editor` (the editor's interface). */
export const SDK_NAMESPACES = ['common', 'editor'] as const;
export type SdkNamespace = (typeof SDK_NAMESPACES)[number];

/**
 * The graphical-abstract builder's: `builder` (its interface) besides `common` and `editor`
 * (the library's results, the journal profiles' names, which it shares with the editor).
 */
export const BUILDER_NAMESPACES = ['common', 'editor', 'builder'] as const;
export type BuilderNamespace = (typeof BUILDER_NAMESPACES)[number];
