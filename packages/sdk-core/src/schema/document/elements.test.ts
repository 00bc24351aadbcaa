import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_GROUP_DEPTH,
  SCIENTIFIC_TYPES,
  STORED_ELEMENT_TYPES,
  createDefaultElement,
  createEmptyDocument,
  elementSchema,
  slideDocumentSchema,
  type FiguraElement,
  type FiguraElementInput,
} from '../index';
import { leafElementArb } from './testing/arbitraries';

const box = { left: 10, top: 20, width: 120, height: 80 };
const issues = (input: unknown) => {
  const result = elementSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('element types', () => {
  it('stores every type of spec §9 but activeSelection', () => {
    expect([...STORED_ELEMENT_TYPES].sort()).toEqual(
      [
        'shape',
        'dynamic_shape',
        'DynamicLine',
        'right_angle_line',
        'illustration',
        'icon',
        'group',
        'molecule',
        'arrow',
        'textbox',
        'upload',
        'chart',
        'generation',
        'svg_part',
        'rect',
        'circle',
        'path',
        'polygon',
        'line',
        ...SCIENTIFIC_TYPES,
      ].sort(),
    );
  });

  it('the round-trip generators cover every leaf type', () => {
    const seen = new Set(fc.sample(leafElementArb, { numRuns: 3000, seed: 1 }).map((e) => e.type));
    expect([...seen].sort()).toEqual(STORED_ELEMENT_TYPES.filter((t) => t !== 'group').sort());
  });

  it('createDefaultElement gives a valid element of every type in the box', () => {
    for (const type of STORED_ELEMENT_TYPES) {
      const element = createDefaultElement(type, box, `id-${type}`);
      expect(element.type).toBe(type);
      expect(elementSchema.parse(JSON.parse(JSON.stringify(element)))).toEqual(element);
    }
    expect(createDefaultElement('line', box)).toMatchObject({ x1: 10, y1: 60, x2: 130, y2: 60 });
    expect(createDefaultElement('shape', box)).toMatchObject(box);
  });

  it('defaults connector attachments to null and keeps given ones', () => {
    expect(createDefaultElement('arrow', box)).toMatchObject({
      startAttachment: null,
      endAttachment: null,
    });
    const attached = elementSchema.parse({
      type: 'right_angle_line',
      id: 'c',
      x1: 0,
      y1: 0,
      x2: 10,
      y2: 10,
      startAttachment: { elementId: 'a', anchor: 'right' },
    });
    expect(attached).toMatchObject({ startAttachment: { elementId: 'a', anchor: 'right' } });
  });
});

describe('element validation', () => {
  it('refuses SVG that is not in its sanitised form, naming the first thing it would remove', () => {
    const icon = (svg: string) => ({
      ...box,
      type: 'icon',
      id: 'i',
      iconSet: 'healthicons',
      iconName: 'virus',
      svg,
    });
    const cannotKeep = (what: string) => `SVG contains something Figura cannot keep: ${what}`;
    expect(issues(icon('<svg><script>alert(1)</script></svg>'))).toEqual([
      cannotKeep('<script> (scripts are not allowed)'),
    ]);
    expect(issues(icon('<svg onload="alert(1)"></svg>'))).toEqual([
      cannotKeep('the attribute onload (event handlers are not allowed)'),
    ]);
    expect(
      issues({ ...createDefaultElement('chart', box), svg: '<svg><foreignObject/></svg>' }),
    ).toEqual([cannotKeep('<foreignObject> (foreignObject can hold HTML and scripts)')]);
    expect(
      issues({
        ...createDefaultElement('illustration', box),
        svg: '<svg><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>',
      }),
    ).toEqual([cannotKeep('<a> (links are not kept, only what they hold)')]);
    const svgData = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;
    expect(
      issues({ ...createDefaultElement('upload', box), src: svgData('<svg><script/></svg>') }),
    ).toEqual([cannotKeep('<script> (scripts are not allowed)')]);
    // The sanitised form itself is accepted, as an embedded SVG and as an upload.
    const clean = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    expect(issues(icon(clean))).toEqual([]);
    expect(issues({ ...createDefaultElement('upload', box), src: svgData(clean) })).toEqual([]);
  });

  it('accepts https and image data: URLs only as image sources', () => {
    const upload = createDefaultElement('upload', box);
    expect(issues({ ...upload, src: 'https://example.org/a.png' })).toEqual([]);
    for (const src of [
      'http://example.org/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,PGgxPg==',
      'data:image/png,not-base64',
      'file:///etc/passwd',
    ]) {
      expect(issues({ ...upload, src }).length).toBe(1);
    }
  });

  it('refuses path data that is more than commands and numbers', () => {
    const path = createDefaultElement('path', box);
    expect(issues({ ...path, d: 'M0 0 L 1 1 <script>' })).toEqual([
      'Path data may hold only path commands and numbers',
    ]);
  });

  it('asks a molecule for SMILES or a molfile, and a chart for one value per series', () => {
    const molecule = createDefaultElement('molecule', box) as unknown as Record<string, unknown>;
    const { smiles: _smiles, ...withoutSmiles } = molecule;
    expect(issues(withoutSmiles)).toEqual(['A molecule needs SMILES or a molfile']);
    expect(issues({ ...withoutSmiles, molfile: 'benzene\n  RDKit\n\n  0  0' })).toEqual([]);
    const chart = createDefaultElement('chart', box);
    expect(
      issues({
        ...chart,
        replicates: 1,
        data: { series: ['a', 'b'], rows: [{ label: 'x', values: [1] }] },
      }),
    ).toEqual(['Every row needs one value per series']);
  });

  it('reads a molecule stored before its drawing options with their defaults', () => {
    const stored = {
      type: 'molecule',
      id: 'm',
      ...box,
      smiles: 'CCO',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    };
    expect(elementSchema.parse(stored)).toMatchObject({
      colouring: 'element',
      colour: '#1f2933',
      implicitHydrogens: true,
    });
    expect(issues({ ...stored, colouring: 'rainbow' })).toHaveLength(1);
    expect(issues({ ...stored, colour: 'url(#x)' })).toEqual(['Invalid colour']);
  });

  it('reads a chart stored before error bars and titles with their defaults, and checks replicates', () => {
    const {
      replicates: _r,
      errorBars: _e,
      xTitle: _x,
      yTitle: _y,
      colours: _c,
      ...stored
    } = elementSchema.parse(createDefaultElement('chart', box)) as Extract<
      FiguraElement,
      { type: 'chart' }
    >;
    expect(elementSchema.parse(stored)).toMatchObject({
      replicates: 1,
      errorBars: 'none',
      xTitle: '',
      yTitle: '',
      colours: [],
    });
    const twoColumns = { ...stored, data: { series: ['a 1', 'a 2'], rows: [] } };
    expect(issues({ ...twoColumns, replicates: 2 })).toEqual([]);
    expect(issues({ ...twoColumns, replicates: 3 })).toEqual([
      'The columns must split evenly into series of `replicates` columns',
    ]);
    expect(
      issues({ ...twoColumns, data: { series: ['a'], rows: [{ label: 'x', values: [null] }] } }),
    ).toEqual([]);
  });

  it('nests groups up to the depth limit and no deeper', () => {
    const nest = (depth: number): FiguraElementInput =>
      depth === 0
        ? { type: 'rect', id: 'leaf', ...box }
        : { type: 'group', id: `g${depth}`, ...box, elements: [nest(depth - 1)] };
    expect(issues(nest(MAX_GROUP_DEPTH))).toEqual([]);
    expect(issues(nest(MAX_GROUP_DEPTH + 1))).toContain(
      `Groups can be nested ${MAX_GROUP_DEPTH} deep at most`,
    );
  });

  it('refuses the same id inside and outside a group', () => {
    const doc = {
      ...createEmptyDocument(500, 500),
      elements: [
        { type: 'rect', id: 'same', ...box },
        { type: 'group', id: 'g', ...box, elements: [{ type: 'circle', id: 'same', ...box }] },
      ],
    };
    const result = slideDocumentSchema.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Duplicate element id same',
      path: ['elements', 1, 'elements', 0, 'id'],
    });
  });
});
