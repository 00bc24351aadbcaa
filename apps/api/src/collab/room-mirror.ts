// A room's document as the server checks it: a copy of the room's Y.Doc (the mirror) that a
// client's update is applied to first, and the slide it holds, validated element by element. A
// change is checked by what it touches, so a moved element in a room of thousands is checked as
// fast as in a room of ten, and what fails never reaches the room itself.
import * as Y from 'yjs';
import { ELEMENTS_MAP, ORDER_ARRAY, SLIDE_MAP } from '@figura/sdk-core/collab';
import {
  LINKED_IMAGE_MESSAGE,
  MAX_ELEMENTS_PER_SLIDE,
  MAX_SLIDE_DOCUMENT_BYTES,
  SLIDE_TOO_LARGE_MESSAGE,
  elementSchema,
  fileIdsOf,
  linkedImagePaths,
  slideDocumentSchema,
  type FiguraElement,
  type SlideDocument,
} from '@figura/sdk-core/schema';

type SlideProperties = Omit<SlideDocument, 'elements'>;

interface CheckedElement {
  element: FiguraElement;
  /** Its id and the ids inside it (a group's children): each unique across the slide. */
  ids: string[];
  /** Its size as JSON. */
  bytes: number;
  fileIds: string[];
}

/** A change the mirror holds and found valid, waiting for the caller's last word. */
export interface MirrorChange {
  /** The elements it adds or changes, as the schema parsed them. */
  elements: FiguraElement[];
  /** Keeps the change: the mirror's slide is now the changed one. */
  commit(): void;
  /** Drops the change: the mirror goes back to the room's document. */
  refuse(): void;
}

export type MirrorCheck = { ok: true; change: MirrorChange } | { ok: false; problem: string };

/** What a transaction touched: the slide's own properties, the order, which elements, or else. */
interface Touched {
  slide: boolean;
  order: boolean;
  elementIds: Set<string>;
  /** Something outside the three shared types of a slide (slideTypes): never ours. */
  foreign: boolean;
}

/** The parts of a change computed before it is kept: the mirror's state after it. */
interface Candidate {
  properties: SlideProperties | undefined;
  propertyBytes: number;
  /** Element id → its new checked form (null: removed). */
  replaced: Map<string, CheckedElement | null>;
  problems: string[];
}

const copyOf = (doc: Y.Doc): Y.Doc => {
  const copy = new Y.Doc({ gc: doc.gc });
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

const firstIssue = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length > 0
    ? `${issue.path.map(String).join('.')}: ${issue.message}`
    : issue.message;
};

export class RoomMirror {
  private mirror: Y.Doc;
  private properties: SlideProperties | undefined;
  private propertyBytes = 0;
  private readonly elements = new Map<string, CheckedElement>();
  /** Every element id of the slide (inside groups too) → the top-level element holding it. */
  private readonly owners = new Map<string, string>();
  /** File id → how many elements name it. */
  private readonly files = new Map<string, number>();
  private elementBytes = 0;
  /** What was wrong with the room's document when the mirror last copied it (should be nothing). */
  problems: string[];
  private readonly room: Y.Doc;

  /** Copies `room` (the room's document). Problems of what it holds already: `problems`. */
  constructor(room: Y.Doc) {
    this.room = room;
    this.mirror = copyOf(room);
    this.problems = this.rebuild();
  }

  /**
   * Applies a client's update to the mirror and checks what it touched: the document schema,
   * ids unique across the slide, the element count and size limits, no linked image, nothing
   * outside a slide's shared types, nothing that depends on changes the room does not have.
   */
  check(update: Uint8Array): MirrorCheck {
    let touched: Touched;
    try {
      touched = this.apply(update);
    } catch {
      this.reset();
      return { ok: false, problem: 'The change could not be read.' };
    }
    const store = this.mirror.store;
    const problem = touched.foreign
      ? 'The change is not part of a slide.'
      : store.pendingStructs !== null || store.pendingDs !== null
        ? 'The change depends on changes the room does not have.'
        : undefined;
    const candidate = problem ? undefined : this.candidate(touched);
    const found = problem ?? candidate?.problems[0];
    if (found || !candidate) {
      this.reset();
      return { ok: false, problem: found ?? 'invalid' };
    }
    return {
      ok: true,
      change: {
        elements: [...candidate.replaced.values()].flatMap((entry) =>
          entry ? [entry.element] : [],
        ),
        commit: () => this.keep(candidate),
        refuse: () => this.reset(),
      },
    };
  }

  /**
   * Follows an update the room took without a check here (another API node's, the server's own
   * writes): the mirror applies it, and keeps what is valid of it. Returns what was not.
   */
  follow(update: Uint8Array): string[] {
    const touched = this.apply(update);
    if (!touched.slide && !touched.order && touched.elementIds.size === 0) return [];
    const candidate = this.candidate(touched, { keepValid: true });
    this.keep(candidate);
    return candidate.problems;
  }

  /** The files the slide names now. */
  fileIds(): ReadonlySet<string> {
    return new Set(this.files.keys());
  }

  /**
   * The slide the room holds, every element as the schema parsed it, back to front (the order
   * as readSlideDocument reads it: each id once, elements missing from it on top by id).
   */
  document(): SlideDocument | undefined {
    if (!this.properties) return undefined;
    const seen = new Set<string>();
    const elements: FiguraElement[] = [];
    for (const id of this.mirror.getArray<unknown>(ORDER_ARRAY).toArray()) {
      const checked = typeof id === 'string' && !seen.has(id) ? this.elements.get(id) : undefined;
      if (!checked) continue;
      seen.add(id as string);
      elements.push(checked.element);
    }
    const missing = [...this.elements.keys()].filter((id) => !seen.has(id)).sort();
    for (const id of missing) elements.push(this.elements.get(id)!.element);
    return { ...this.properties, elements };
  }

  destroy(): void {
    this.mirror.destroy();
  }

  /** Applies `update` to the mirror, telling what it touched. */
  private apply(update: Uint8Array): Touched {
    const touched: Touched = { slide: false, order: false, elementIds: new Set(), foreign: false };
    const roots = {
      slide: this.mirror.getMap(SLIDE_MAP),
      elements: this.mirror.getMap(ELEMENTS_MAP),
      order: this.mirror.getArray(ORDER_ARRAY),
    };
    const listener = (transaction: Y.Transaction) => {
      for (const [type, keys] of transaction.changed) {
        // Up to the shared type at the top, noting the key under it (an element's id).
        let node: { _item: Y.Item | null } = type;
        let keyUnderRoot: string | null = null;
        while (node._item !== null) {
          keyUnderRoot = node._item.parentSub;
          node = node._item.parent as { _item: Y.Item | null };
        }
        const root: unknown = node;
        if (root === roots.slide) touched.slide = true;
        else if (root === roots.order) touched.order = true;
        else if (root !== roots.elements) touched.foreign = true;
        else if ((type as unknown) !== roots.elements) {
          if (keyUnderRoot === null) touched.foreign = true;
          else touched.elementIds.add(keyUnderRoot);
        } else
          for (const key of keys) {
            if (key === null) touched.foreign = true;
            else touched.elementIds.add(key);
          }
      }
    };
    this.mirror.on('afterTransaction', listener);
    try {
      Y.applyUpdate(this.mirror, update);
    } finally {
      this.mirror.off('afterTransaction', listener);
    }
    return touched;
  }

  /** The state after `touched` changed, checked (with `keepValid`, a problem keeps the old form). */
  private candidate(touched: Touched, options: { keepValid?: boolean } = {}): Candidate {
    const problems: string[] = [];
    let properties = this.properties;
    let propertyBytes = this.propertyBytes;
    if (touched.slide) {
      const parsed = slideDocumentSchema.safeParse({
        ...this.mirror.getMap(SLIDE_MAP).toJSON(),
        elements: [],
      });
      if (parsed.success) {
        const { elements: _none, ...rest } = parsed.data;
        properties = rest;
        propertyBytes = JSON.stringify(rest).length;
      } else problems.push(`Slide: ${firstIssue(parsed.error)}`);
    }
    if (touched.order) {
      const order = this.mirror.getArray<unknown>(ORDER_ARRAY).toArray();
      if (!order.every((id) => typeof id === 'string')) problems.push('Order: not element ids');
    }

    const replaced = new Map<string, CheckedElement | null>();
    const map = this.mirror.getMap<unknown>(ELEMENTS_MAP);
    for (const id of touched.elementIds) {
      const value = map.get(id);
      if (value === undefined) {
        replaced.set(id, null);
        continue;
      }
      const checked = value instanceof Y.Map ? checkElement(id, value.toJSON()) : 'not an element';
      if (typeof checked !== 'string') replaced.set(id, checked);
      else {
        problems.push(`Element ${id}: ${checked}`);
        // Following the room: the element keeps its last valid form (a removal if it had none).
        if (options.keepValid && !this.elements.has(id)) replaced.set(id, null);
      }
    }

    // Ids unique across the slide, and the slide's limits, as the document schema has them.
    const freed = new Set<string>();
    for (const id of replaced.keys())
      for (const sub of this.elements.get(id)?.ids ?? []) freed.add(sub);
    const claimed = new Map<string, string>();
    let bytes = this.elementBytes + propertyBytes;
    for (const [top, entry] of replaced) {
      bytes -= this.elements.get(top)?.bytes ?? 0;
      if (!entry) continue;
      bytes += entry.bytes;
      const own = new Set<string>();
      for (const sub of entry.ids) {
        const owner = claimed.get(sub) ?? (freed.has(sub) ? undefined : this.owners.get(sub));
        if (own.has(sub) || (owner !== undefined && owner !== top))
          problems.push(`Duplicate element id ${sub}`);
        own.add(sub);
        claimed.set(sub, top);
      }
    }
    const count = this.owners.size - freed.size + claimed.size;
    if (count > MAX_ELEMENTS_PER_SLIDE)
      problems.push(`A slide holds ${MAX_ELEMENTS_PER_SLIDE} elements at most, groups included`);
    if (bytes > MAX_SLIDE_DOCUMENT_BYTES) problems.push(SLIDE_TOO_LARGE_MESSAGE);
    const added = [...replaced.values()].flatMap((entry) => (entry ? [entry.element] : []));
    if (linkedImagePaths(added).length > 0) problems.push(LINKED_IMAGE_MESSAGE);
    return { properties, propertyBytes, replaced, problems };
  }

  /** Makes `candidate` the mirror's slide. */
  private keep(candidate: Candidate): void {
    this.properties = candidate.properties;
    this.propertyBytes = candidate.propertyBytes;
    for (const [id, entry] of candidate.replaced) {
      const old = this.elements.get(id);
      if (old) {
        this.elementBytes -= old.bytes;
        for (const sub of old.ids) if (this.owners.get(sub) === id) this.owners.delete(sub);
        for (const file of old.fileIds) {
          const left = (this.files.get(file) ?? 1) - 1;
          if (left > 0) this.files.set(file, left);
          else this.files.delete(file);
        }
        this.elements.delete(id);
      }
      if (!entry) continue;
      this.elements.set(id, entry);
      this.elementBytes += entry.bytes;
      for (const sub of entry.ids) this.owners.set(sub, id);
      for (const file of entry.fileIds) this.files.set(file, (this.files.get(file) ?? 0) + 1);
    }
  }

  /** The mirror copies the room's document again (a change was refused). */
  private reset(): void {
    this.mirror.destroy();
    this.mirror = copyOf(this.room);
    this.problems = this.rebuild();
  }

  /** Checks the whole mirror from scratch. */
  private rebuild(): string[] {
    this.properties = undefined;
    this.propertyBytes = 0;
    this.elements.clear();
    this.owners.clear();
    this.files.clear();
    this.elementBytes = 0;
    const slide = this.mirror.getMap(SLIDE_MAP);
    if (slide.size === 0) return [];
    const touched: Touched = {
      slide: true,
      order: true,
      elementIds: new Set(this.mirror.getMap(ELEMENTS_MAP).keys()),
      foreign: false,
    };
    const candidate = this.candidate(touched, { keepValid: true });
    this.keep(candidate);
    return candidate.problems;
  }
}

/** An element's JSON checked as the document schema checks it; a string says what is wrong. */
function checkElement(id: string, json: unknown): CheckedElement | string {
  const parsed = elementSchema.safeParse(json);
  if (!parsed.success) return firstIssue(parsed.error);
  const element = parsed.data;
  if (element.id !== id) return `its id is ${element.id}`;
  const ids: string[] = [];
  const visit = (item: FiguraElement) => {
    ids.push(item.id);
    if (item.type === 'group') item.elements.forEach(visit);
  };
  visit(element);
  return {
    element,
    ids,
    bytes: JSON.stringify(element).length,
    fileIds: fileIdsOf({ elements: [element] }),
  };
}
