import { describe, expect, it } from 'vitest';
import { elementSchema } from '../schema/document/elements';
import { bytesToBase64 } from '../schema/document/image-data';
import { ATTACK_CORPUS, attackBytes } from './attack-corpus/corpus';
import { sanitizeSvgBytes, storedSvgProblem } from './stored';
import { dangers, outsideAllowList } from './testing';

const ORIGIN = 'https://attacker.example';

const upload = (bytes: Uint8Array) => ({
  type: 'upload',
  id: 'u',
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  naturalWidth: 10,
  naturalHeight: 10,
  src: `data:image/svg+xml;base64,${bytesToBase64(bytes)}`,
});
const icon = (svg: string) => ({
  type: 'icon',
  id: 'i',
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  iconSet: 'healthicons',
  iconName: 'virus',
  svg,
});

describe('the attack corpus', () => {
  it('holds at least 100 payloads across the families, the probe findings among them', () => {
    expect(ATTACK_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ATTACK_CORPUS.map((attack) => attack.name)).size).toBe(ATTACK_CORPUS.length);
    expect(ATTACK_CORPUS.filter((attack) => attack.probe)).toHaveLength(5);
    expect(new Set(ATTACK_CORPUS.map((attack) => attack.family)).size).toBeGreaterThanOrEqual(12);
  });

  it.each(ATTACK_CORPUS.map((attack) => [attack.name, attack] as const))(
    'nothing of "%s" survives sanitising, and the schema refuses it raw',
    (_, attack) => {
      const bytes = attackBytes(attack, ORIGIN);
      const { svg, removed } = sanitizeSvgBytes(bytes);
      expect(dangers(svg)).toEqual([]);
      expect(outsideAllowList(svg)).toEqual([]);
      expect(svg).not.toContain('attacker.example');
      if (attack.inert) {
        // Escaped markup stays escaped: no tag but the drawing's own.
        expect(svg).toMatch(/&lt;/);
        return;
      }
      expect(svg).not.toContain('alert(1)');
      expect(removed.length).toBeGreaterThan(0);
      // Stored raw, as an upload's data: URL and (text payloads) as an icon's SVG: refused.
      expect(elementSchema.safeParse(upload(bytes)).success).toBe(false);
      if (!attack.encoding) {
        const text = new TextDecoder().decode(bytes);
        expect(storedSvgProblem(text)).toMatch(/^SVG contains something Figura cannot keep: /);
        expect(elementSchema.safeParse(icon(text)).success).toBe(false);
      }
      // The sanitised form is what the schema accepts.
      expect(storedSvgProblem(svg)).toBeNull();
      expect(elementSchema.safeParse(upload(new TextEncoder().encode(svg))).success).toBe(true);
    },
  );
});
