// The membrane's midline as a path measured by its length: a straight line, a circular arc or an
// ellipse. Each point carries the outward normal (towards the outer leaflet and the labels).

export interface MembranePoint {
  x: number;
  y: number;
  /** The outward unit normal. */
  nx: number;
  ny: number;
}

export interface MembranePath {
  /** A cell's outline closes on itself (its slots and lipids wrap round). */
  closed: boolean;
  /** The midline's length, in drawing units. */
  length: number;
  /** The point `fraction` (0–1) of the way along. */
  at: (fraction: number) => MembranePoint;
}

export function straightPath(x0: number, y: number, length: number): MembranePath {
  return { closed: false, length, at: (f) => ({ x: x0 + f * length, y, nx: 0, ny: -1 }) };
}

/** An arc of radius `radius` turning through `angle` radians, centred on (cx, cy), bulging up. */
export function arcPath(cx: number, cy: number, radius: number, angle: number): MembranePath {
  return {
    closed: false,
    length: radius * angle,
    at: (f) => {
      const phi = (f - 0.5) * angle;
      const nx = Math.sin(phi);
      const ny = -Math.cos(phi);
      return { x: cx + radius * nx, y: cy + radius * ny, nx, ny };
    },
  };
}

const ELLIPSE_SAMPLES = 720;

/**
 * An ellipse from its top, clockwise, walked at an even pace: its points sit by arc length (an
 * ellipse's angle parameter would crowd lipids at the flat sides).
 */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): MembranePath {
  const angleAt = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / ELLIPSE_SAMPLES;
  const lengths = new Float64Array(ELLIPSE_SAMPLES + 1);
  for (let i = 1; i <= ELLIPSE_SAMPLES; i++) {
    const a = angleAt(i - 1);
    const b = angleAt(i);
    lengths[i] =
      lengths[i - 1]! +
      Math.hypot(rx * (Math.cos(b) - Math.cos(a)), ry * (Math.sin(b) - Math.sin(a)));
  }
  const length = lengths[ELLIPSE_SAMPLES]!;
  return {
    closed: true,
    length,
    at: (f) => {
      const target = (((f % 1) + 1) % 1) * length;
      let low = 0;
      let high = ELLIPSE_SAMPLES;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (lengths[middle]! <= target) low = middle;
        else high = middle;
      }
      const span = lengths[high]! - lengths[low]!;
      const angle = angleAt(low + (span > 0 ? (target - lengths[low]!) / span : 0));
      const nx = ry * Math.cos(angle);
      const ny = rx * Math.sin(angle);
      const norm = Math.hypot(nx, ny) || 1;
      return {
        x: cx + rx * Math.cos(angle),
        y: cy + ry * Math.sin(angle),
        nx: nx / norm,
        ny: ny / norm,
      };
    },
  };
}
