// The attack corpus: SVG payloads from the OWASP XSS filter evasion and HTML5 Security Cheatsheet
// families, and the five a probe found running past the old text check (`probe`). Each payload
// runs `alert(1)` or reaches `ATTACKER` (an origin the tests choose) if a renderer lets it.
import payloads from './attack-corpus.json';

export type AttackEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'utf-16le-nobom';

export interface AttackPayload {
  family: string;
  name: string;
  payload: string;
  /** How the payload's bytes are written (UTF-8 unless said). */
  encoding?: AttackEncoding;
  /** One of the probe's findings: the raw payload does run when opened as a document. */
  probe?: boolean;
  /** Markup written as text (`&lt;script&gt;`): it must stay escaped text, so it is kept. */
  inert?: boolean;
}

export const ATTACK_CORPUS: readonly AttackPayload[] = payloads as AttackPayload[];

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

/** The payload's bytes as an upload would carry them, with `ATTACKER` replaced by `origin`. */
export function attackBytes(attack: AttackPayload, origin: string): Uint8Array {
  const text = attack.payload.replaceAll('ATTACKER', origin);
  switch (attack.encoding ?? 'utf-8') {
    case 'utf-8-bom':
      return new TextEncoder().encode(`\uFEFF${text}`);
    case 'utf-16le':
      return utf16(`\uFEFF${text}`, true);
    case 'utf-16be':
      return utf16(`\uFEFF${text}`, false);
    case 'utf-16le-nobom':
      return utf16(text, true);
    default:
      return new TextEncoder().encode(text);
  }
}
