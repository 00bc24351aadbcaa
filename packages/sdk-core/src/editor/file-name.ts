// A download's file name from a creation's name: small, so the builder names its files the
// same way without the editor's element factories.

/** A file name for a creation's download: its name without characters file systems refuse. */
export function downloadFileName(creationName: string, extension = 'png'): string {
  const safe = creationName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${safe || 'figura'}.${extension}`;
}
