// GenBank feature locations (INSDC feature table §3.4): `120..450`, a single base `5`, a site
// between two bases `5^6`, partial ends `<1..>200`, and `complement(…)`, `join(…)`, `order(…)`
// nested in any way. Remote locations (`J00194.1:100..202`) name another record and are refused.

/** One stretch of a feature: bases `start` to `end` (1-based, inclusive) on one strand. */
export interface LocationPart {
  start: number;
  end: number;
  /** 1: the strand as written, -1: its complement. */
  strand: 1 | -1;
}

export interface FeatureLocation {
  /** Its stretches in the order along the top strand. */
  parts: LocationPart[];
  /** 1 forward, -1 reverse, 0 stretches on both strands. */
  strand: 1 | -1 | 0;
  /** First and last base; `start > end` when it runs across the origin of a circular sequence. */
  start: number;
  end: number;
  /** Whether an end lies beyond the bases given (`<1`, `>200`). */
  partialStart: boolean;
  partialEnd: boolean;
}

/** Deepest nesting of complement/join/order read (real files use two or three). */
const MAX_DEPTH = 16;

class LocationReader {
  private index = 0;
  partialStart = false;
  partialEnd = false;

  constructor(private readonly text: string) {}

  read(): LocationPart[] | null {
    const parts = this.location(0);
    return parts && this.index === this.text.length ? parts : null;
  }

  private location(depth: number): LocationPart[] | null {
    if (depth > MAX_DEPTH) return null;
    if (this.take('complement(')) {
      const inner = this.location(depth + 1);
      if (!inner || !this.take(')')) return null;
      return inner.map((part) => ({ ...part, strand: part.strand === 1 ? -1 : 1 }));
    }
    if (this.take('join(') || this.take('order(')) {
      const children: LocationPart[][] = [];
      do {
        const inner = this.location(depth + 1);
        if (!inner) return null;
        children.push(inner);
      } while (this.take(','));
      if (!this.take(')')) return null;
      // join(complement(b),complement(a)) lists a reverse feature's stretches in its own order,
      // last first along the top strand.
      const reversed = children.length > 1 && children.every((child) => child[0]?.strand === -1);
      return (reversed ? children.reverse() : children).flat();
    }
    return this.range();
  }

  private range(): LocationPart[] | null {
    const openStart = this.take('<') || this.take('>');
    const start = this.integer();
    if (start === null) return null;
    if (openStart) this.partialStart = true;
    let end = start;
    if (this.take('..')) {
      const openEnd = this.take('>') || this.take('<');
      const last = this.integer();
      if (last === null) return null;
      if (openEnd) this.partialEnd = true;
      end = last;
    } else if (this.take('^')) {
      // A site between two bases: drawn on the first of them.
      if (this.integer() === null) return null;
    }
    return [{ start, end, strand: 1 }];
  }

  private integer(): number | null {
    const match = /^\d{1,9}/.exec(this.text.slice(this.index, this.index + 10));
    if (!match) return null;
    this.index += match[0].length;
    const value = Number(match[0]);
    return value >= 1 ? value : null;
  }

  private take(token: string): boolean {
    if (this.text.slice(this.index, this.index + token.length).toLowerCase() !== token)
      return false;
    this.index += token.length;
    return true;
  }
}

/**
 * Reads a location (spaces and line breaks already removed or not); null when it is not one.
 * `circular` lets a feature run across the origin (`join(2600..2686,1..50)`).
 */
export function readLocation(text: string, circular: boolean): FeatureLocation | null {
  const reader = new LocationReader(text.replace(/\s+/g, ''));
  const written = reader.read();
  if (!written || written.length === 0) return null;
  const strands = new Set(written.map((part) => part.strand));
  const strand: FeatureLocation['strand'] = strands.size > 1 ? 0 : written[0]!.strand;
  const parts = written;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const wraps =
    circular &&
    parts.some((part, i) => part.start > part.end || (i > 0 && part.start < parts[i - 1]!.end));
  return {
    parts,
    strand,
    start: wraps
      ? first.start
      : parts.reduce((low, part) => Math.min(low, part.start, part.end), Infinity),
    end: wraps ? last.end : parts.reduce((high, part) => Math.max(high, part.start, part.end), 0),
    partialStart: reader.partialStart,
    partialEnd: reader.partialEnd,
  };
}
