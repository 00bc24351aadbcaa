import {
  Ellipse,
  FabricImage,
  Group,
  Path,
  Rect,
  Textbox,
  type InteractiveFabricObject,
} from 'fabric';
import { COLOURS } from '@figura/sdk-core/design';

/**
 * How a selection's box and handles are drawn: in the accent, handles white with an accent edge
 * (fabric's own are pale blue and see-through: hard to see on a white slide). Multi-selections
 * (made by fabric) and the canvas's drag-select rectangle take the same look (fabric-view.ts).
 */
export const SELECTION_LOOK = {
  borderColor: COLOURS.accent,
  borderScaleFactor: 1.5,
  // The box stays as it is while the selection moves (fabric fades it to 0.4).
  borderOpacityWhenMoving: 1,
  cornerColor: '#ffffff',
  cornerStrokeColor: COLOURS.accent,
  transparentCorners: false,
  cornerSize: 10,
} as const;

/** The canvas's drag-select rectangle: the accent, filled at 8 % (alpha 0x14 of 0xff). */
export const DRAG_SELECT_LOOK = {
  selectionColor: `${COLOURS.accent}14`,
  selectionBorderColor: COLOURS.accent,
} as const;

const STALE = Symbol('figura: control coordinates are stale');
const COORDS = Symbol('figura: control coordinates');
const DEFERRING = Symbol('figura: setCoords is deferring control coordinates');

type ControlCoords = InteractiveFabricObject['oCoords'];
type Costs = InteractiveFabricObject & {
  [STALE]?: boolean;
  [COORDS]?: ControlCoords;
  [DEFERRING]?: boolean;
};

// fabric's classes as the mixin sees them: constructible, with the static createControls.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each class has its own arguments
type FabricClass = (new (...args: any[]) => InteractiveFabricObject) & {
  createControls(): { controls: InteractiveFabricObject['controls'] };
};

/**
 * A Figura subclass of a fabric class, cheaper per object than fabric's own; only objects the
 * editor makes are of these classes, so a host page's own fabric objects are left as they are.
 *
 * - Handle positions on demand: fabric works out where an object's handles are (nine controls,
 *   each with a mouse and a touch box) every time its coordinates are set, for every object
 *   added and every one that moves, though only the selected object's are drawn or hit-tested.
 *   Here setCoords marks them stale and `oCoords` computes them when read, from the object's and
 *   canvas's state then (adding 2,000 objects: ~75 ms -> ~15 ms).
 * - One set of default controls per class: fabric makes nine new Control objects per object;
 *   objects of a kind share one set, as fabric's documentation suggests for customising them.
 *   Code that changes an object's controls gives it a new set (connector-ends.ts).
 */
function figuraClass<T extends FabricClass>(Base: T): T {
  let shared: ReturnType<T['createControls']> | undefined;
  const Figura = class extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin passes them on as they are
    constructor(...args: any[]) {
      super(...args);
      Object.assign(this, SELECTION_LOOK);
    }

    static override createControls() {
      return (shared ??= Base.createControls.call(this) as ReturnType<T['createControls']>);
    }

    override setCoords(this: Costs): void {
      this[DEFERRING] = true;
      try {
        super.setCoords();
      } finally {
        this[DEFERRING] = false;
      }
      this[STALE] = true;
    }

    override calcOCoords(this: Costs): ControlCoords {
      // Asked for by fabric's setCoords: answered when read instead.
      if (this[DEFERRING]) return this[COORDS] ?? {};
      return super.calcOCoords();
    }
  };
  Object.defineProperty(Figura.prototype, 'oCoords', {
    configurable: true,
    get(this: Costs) {
      if (this[STALE] && this.canvas) {
        this[STALE] = false;
        this[COORDS] = this.calcOCoords();
      }
      return this[COORDS] ?? {};
    },
    set(this: Costs, value: ControlCoords) {
      this[COORDS] = value;
      if (!this[DEFERRING]) this[STALE] = false;
    },
  });
  return Figura;
}

export const FiguraRect = figuraClass(Rect);
export const FiguraEllipse = figuraClass(Ellipse);
export const FiguraPath = figuraClass(Path);
export const FiguraTextbox = figuraClass(Textbox);
export const FiguraGroup = figuraClass(Group);
export const FiguraImage = figuraClass(FabricImage);
