/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'figura';
  const ascii = base.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/^[ ._]+|[ .]+$/g, '') || 'figura';
  const encoded = encodeURIComponent(`${base}${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}${extension}"; filename*=UTF-8''${encoded}`;
}
