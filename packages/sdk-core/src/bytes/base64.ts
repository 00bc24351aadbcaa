// Base64 and bytes with no Buffer or DOM (browsers, Node and workers alike), and no imports: the
// document, the SVG sanitiser and the API client all read them.

/** Decodes base64 to bytes without Buffer or DOM (works in browsers, Node and workers). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = globalThis.atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes bytes as base64 without Buffer or DOM; chunked so megabytes do not overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return globalThis.btoa(binary);
}

/** Decodes base64 to UTF-8 text. */
export function decodeBase64Text(base64: string): string {
  return new TextDecoder().decode(base64ToBytes(base64));
}
