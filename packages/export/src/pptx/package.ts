// What pptxgenjs leaves to do in the written file: each SVG picture's PNG stand-in (pptxgenjs
// draws it with a browser canvas, and outside a browser writes a "broken image" placeholder, which
// LibreOffice and older PowerPoints then show), one paragraph's properties per paragraph (it
// writes them again before each run), the size of arrow heads, and Figura's groups as PowerPoint
// groups (pptxgenjs has neither).
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';

/** The PNG drawn for each SVG picture, by the SVG's text. */
export type PngBySvg = Map<string, Buffer>;

/** What the file says of each object added, in the order added. */
export interface ObjectNote {
  /** The Figura group it belongs to, or null. */
  group: string | null;
  /** A connector's head sizes, by its line end (PowerPoint's sm, med or lg). */
  heads?: Record<'headEnd' | 'tailEnd', { w: string; len: string }> | undefined;
}

const HEAD = /<a:(headEnd|tailEnd) type="(\w+)"\/>/g;

/** pptxgenjs writes an SVG picture as image-S-N.svg beside its stand-in image-S-(N-1).png. */
const SVG_MEDIA = /^ppt\/media\/image-(\d+)-(\d+)\.svg$/;

function replaceStandIns(files: Unzipped, pngBySvg: PngBySvg): void {
  for (const [name, bytes] of Object.entries(files)) {
    const match = SVG_MEDIA.exec(name);
    if (!match) continue;
    const standIn = `ppt/media/image-${match[1]}-${Number(match[2]) - 1}.png`;
    const png = pngBySvg.get(strFromU8(bytes));
    if (png && files[standIn]) files[standIn] = new Uint8Array(png);
  }
}

const PARAGRAPH = /<a:p>[\s\S]*?<\/a:p>/g;
const PARAGRAPH_PROPERTIES = /<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/g;

/** Each paragraph with its first properties only (the schema allows one, first). */
function onePropertiesPerParagraph(xml: string): string {
  return xml.replace(PARAGRAPH, (paragraph) => {
    let seen = false;
    return paragraph.replace(PARAGRAPH_PROPERTIES, (properties) => {
      if (seen) return '';
      seen = true;
      return properties;
    });
  });
}

/** The top-level objects of a slide's shape tree, in paint order. */
const OBJECT = /<p:(sp|pic|cxnSp|graphicFrame)>[\s\S]*?<\/p:\1>/g;

const EMU = /<a:off x="(-?\d+)" y="(-?\d+)"\s*\/>\s*<a:ext cx="(\d+)" cy="(\d+)"\s*\/>/;

/** Wraps `objects` in a group whose frame is their bounds (children keep their own frames). */
function groupXml(objects: string[], id: number, name: string): string {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const object of objects) {
    const frame = EMU.exec(object);
    if (!frame) continue;
    const [x, y, cx, cy] = frame.slice(1).map(Number) as [number, number, number, number];
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + cx);
    bottom = Math.max(bottom, y + cy);
  }
  if (!Number.isFinite(left)) return objects.join('');
  const off = `x="${left}" y="${top}"`;
  const ext = `cx="${right - left}" cy="${bottom - top}"`;
  return (
    `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvGrpSpPr/><p:nvPr/>` +
    `</p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off ${off}/><a:ext ${ext}/><a:chOff ${off}/>` +
    `<a:chExt ${ext}/></a:xfrm></p:grpSpPr>${objects.join('')}</p:grpSp>`
  );
}

/**
 * The slide's objects with their heads sized and grouped as Figura grouped them (`notes[i]` is
 * of the i-th object added). Left as it is when the objects do not line up with the notes.
 */
function noteObjects(xml: string, notes: readonly ObjectNote[]): string {
  const objects = [...xml.matchAll(OBJECT)];
  if (objects.length === 0 || objects.length !== notes.length) return xml;
  const texts = objects.map((match, index) => {
    const heads = notes[index]!.heads;
    return heads
      ? match[0].replace(HEAD, (_, end: 'headEnd' | 'tailEnd', type: string) => {
          const { w, len } = heads[end];
          return `<a:${end} type="${type}" w="${w}" len="${len}"/>`;
        })
      : match[0];
  });
  const first = objects[0]!.index;
  const last = objects.at(-1)!;
  const end = last.index + last[0].length;
  let nextId = 100_000;
  const out: string[] = [];
  for (let index = 0; index < objects.length;) {
    const { group } = notes[index]!;
    let stop = index + 1;
    while (group && stop < objects.length && notes[stop]!.group === group) stop++;
    const run = texts.slice(index, stop);
    out.push(group && run.length > 1 ? groupXml(run, nextId++, 'Group') : run.join(''));
    index = stop;
  }
  return xml.slice(0, first) + out.join('') + xml.slice(end);
}

/** The file with real PNG stand-ins, sized heads and groups (`notes[slide][object]`). */
export function finishPackage(
  pptx: Buffer,
  pngBySvg: PngBySvg,
  notes: readonly (readonly ObjectNote[])[],
): Buffer {
  const files = unzipSync(new Uint8Array(pptx));
  replaceStandIns(files, pngBySvg);
  notes.forEach((slideNotes, index) => {
    const name = `ppt/slides/slide${index + 1}.xml`;
    const xml = files[name];
    if (xml)
      files[name] = strToU8(noteObjects(onePropertiesPerParagraph(strFromU8(xml)), slideNotes));
  });
  return Buffer.from(zipSync(files, { level: 6 }));
}
