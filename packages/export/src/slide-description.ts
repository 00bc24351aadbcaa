// The slide's long description as the files carry it (an SVG's desc, a PDF's and a
// presentation's subject, a package's alt-text.txt): the author's words, or a draft that follows
// the figure, in English as the files' other words.
import { englishCommonTranslator } from '@figura/sdk-core/builder';
import { slideDescription } from '@figura/sdk-core/editor';
import type { SlideDocument } from '@figura/sdk-core/schema';

const english = englishCommonTranslator();

export function fileDescription(document: SlideDocument): string | undefined {
  return slideDescription(document, english);
}
