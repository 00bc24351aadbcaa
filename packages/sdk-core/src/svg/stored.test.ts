import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../schema/document/image-data';
import { sanitizeSvgBytes, storedSvgBase64Problem, storedSvgProblem } from './stored';
import { sanitizeSvg } from './sanitize';

const SVG = 'http://www.w3.org/2000/svg';
const clean = `<svg xmlns="${SVG}"><text>Zellkern µm</text></svg>`;

function utf16(text: string, order: 'le' | 'be', mark = true): Uint8Array {
  const bytes = new Uint8Array((text.length + (mark ? 1 : 0)) * 2);
  const units = (mark ? '\uFEFF' : '') + text;
  for (let i = 0; i < units.length; i++) {
    const unit = units.charCodeAt(i);
    bytes[i * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[i * 2 + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

describe('sanitizeSvgBytes', () => {
  it('reads UTF-16 (either byte order, with or without a mark) and UTF-8 with a mark', () => {
    const hostile = `<svg xmlns="${SVG}"><script>alert(1)</script><text>Zellkern µm</text></svg>`;
    for (const bytes of [
      utf16(hostile, 'le'),
      utf16(hostile, 'be'),
      utf16(`<?xml version="1.0" encoding="UTF-16"?>${hostile}`, 'le', false),
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(hostile)]),
    ]) {
      const result = sanitizeSvgBytes(bytes);
      expect(result.svg).toBe(clean);
      expect(result.removed.map((removal) => removal.kind)).toContain('encoding');
      expect(result.removed.map((removal) => removal.name)).toContain('script');
    }
  });

  it('reads a declared Latin-1 file (Illustrator writes them) as a browser does, stored as UTF-8', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(
        `<?xml version="1.0" encoding="iso-8859-1"?><svg xmlns="${SVG}"><script/><text>5 `,
      ),
      0xb5, // µ in Latin-1; in UTF-8 a broken byte
      ...new TextEncoder().encode('m</text></svg>'),
    ]);
    const result = sanitizeSvgBytes(bytes);
    expect(result.svg).toBe(`<svg xmlns="${SVG}"><text>5 µm</text></svg>`);
    expect(result.refused).toBeNull();
    expect(result.removed).toContainEqual({
      kind: 'encoding',
      name: 'iso-8859-1',
      reason: 'stored SVG is UTF-8',
    });
    expect(result.removed.map((removal) => removal.name)).toContain('script');
  });

  it('refuses other declared encodings and bytes that are not UTF-8, saying so', () => {
    const utf7 = new TextEncoder().encode(
      `<?xml version="1.0" encoding="UTF-7"?><svg xmlns="${SVG}">+ADw-script+AD4-alert(1)+ADw-/script+AD4-</svg>`,
    );
    expect(sanitizeSvgBytes(utf7)).toEqual({
      svg: `<svg xmlns="${SVG}"/>`,
      removed: [
        {
          kind: 'encoding',
          name: 'UTF-7',
          reason: 'Figura reads SVG in UTF-8, UTF-16 or Latin-1 only: save it as UTF-8',
        },
      ],
      refused: 'Figura reads SVG in UTF-8, UTF-16 or Latin-1 only: save it as UTF-8',
    });
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`<svg xmlns="${SVG}"><text>`),
      0xb5,
      0x3c,
    ]);
    expect(sanitizeSvgBytes(latin1).removed[0]).toMatchObject({ kind: 'encoding', name: 'UTF-8' });
  });
});

describe('storedSvgBase64Problem', () => {
  const base64 = (bytes: Uint8Array) => bytesToBase64(bytes);
  it('accepts clean UTF-8 and refuses the same drawing in UTF-16', () => {
    expect(storedSvgBase64Problem(base64(new TextEncoder().encode(clean)))).toBeNull();
    expect(storedSvgBase64Problem(base64(utf16(clean, 'le')))).toBe(
      'SVG contains something Figura cannot keep: the UTF-16LE encoding (stored SVG is UTF-8)',
    );
    expect(storedSvgBase64Problem('not base64!')).toBe('SVG data is not valid base64');
  });
});

describe('validation speed', () => {
  it('validates a 2 MB drawing well under a second', () => {
    const path = '<path d="M10 10 L 20 20 C 30 30 40 40 50 50 Z" fill="#008ACE" stroke-width="2"/>';
    const label = '<text x="1" y="2" style="font-size:10px;fill:#1f2933">Label &amp; more</text>';
    const body = (path + label).repeat(Math.ceil(2_000_000 / (path + label).length));
    const svg = sanitizeSvg(`<svg xmlns="${SVG}" viewBox="0 0 100 100">${body}</svg>`);
    expect(svg.length).toBeGreaterThan(1_990_000);
    // CPU time, not wall time: other work on a shared machine stretches the clock, not the cost.
    const started = process.cpuUsage();
    expect(storedSvgProblem(svg)).toBeNull();
    const elapsedMs = process.cpuUsage(started).user / 1000;
    // 120-200 ms measured on a busy 2-core machine; a second is the budget this guards.
    expect(elapsedMs).toBeLessThan(1000);
  });
});
