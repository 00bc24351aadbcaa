// The library's plain values, without zod: the browser's search (library-search/) and the
// portal read them; schema/contract/library.ts builds its schemas on them.

/** The score of an item not measured (an admin's upload): below clean drawings, above pictures. */
export const UNMEASURED_QUALITY = 0.75;

/** An item's score for ordering, measured or not. */
export const qualityScore = (item: { quality?: { score: number } | undefined }): number =>
  item.quality?.score ?? UNMEASURED_QUALITY;

/**
 * The gallery's featured collections (its front door), in the order shown: each gathers the
 * illustrations of a field by category and by words in their titles (library-search/collections.ts).
 */
export const LIBRARY_COLLECTION_IDS = [
  'cell-biology',
  'immunology',
  'neuroscience',
  'microbiology',
  'anatomy',
  'model-organisms',
  'lab-equipment',
  'molecules',
] as const;
export type LibraryCollectionId = (typeof LIBRARY_COLLECTION_IDS)[number];
