// Where the embed's translation files are: `locales/` next to figura-editor.js (the embed build
// copies them there). The npm package leaves it unset: hosts' bundlers decide, and the English
// strings come with @figura/sdk-core.

let embedLocalesUrl: string | undefined;

/** Called by the embed's entry with its own URL. */
export function setEmbedLocalesUrl(entryUrl: string): void {
  embedLocalesUrl = new URL('locales/', entryUrl).href;
}

/** The locales folder elements use when the page names none (`locales-url`). */
export function defaultLocalesUrl(): string | undefined {
  return embedLocalesUrl;
}
