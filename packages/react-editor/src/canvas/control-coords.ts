import { InteractiveFabricObject } from 'fabric';

const STALE = Symbol('figura: control coordinates are stale');
const COORDS = Symbol('figura: control coordinates');
const PATCHED = Symbol('figura: control coordinates on demand');

type WithControlCoords = InteractiveFabricObject & {
  [STALE]?: boolean;
  [COORDS]?: InteractiveFabricObject['oCoords'];
  [PATCHED]?: true;
};

/**
 * fabric works out where an object's handles are (nine controls, each with a mouse and a touch
 * box of four corners) every time its coordinates are set: for every object added to the canvas
 * and every one that moves. Only the selected object's handles are ever drawn or hit-tested, so
 * here `oCoords` is computed when it is read, from the object's and the canvas's state at that
 * moment, and setCoords only marks it stale. Opening a slide of a thousand labels spent about a
 * quarter of adding them (and much of the garbage collection after) on handles never shown.
 */
export function computeControlCoordsOnDemand(): void {
  const prototype = InteractiveFabricObject.prototype as WithControlCoords;
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  // The bounding corners (aCoords: culling and picking objects) are still set at once.
  const setBoundingCoords = (Object.getPrototypeOf(prototype) as InteractiveFabricObject).setCoords;
  prototype.setCoords = function setCoords(this: WithControlCoords) {
    setBoundingCoords.call(this);
    this[STALE] = true;
  };
  Object.defineProperty(prototype, 'oCoords', {
    configurable: true,
    get(this: WithControlCoords) {
      if (this[STALE] && this.canvas) {
        this[STALE] = false;
        this[COORDS] = this.calcOCoords();
      }
      return this[COORDS] ?? {};
    },
    set(this: WithControlCoords, value: InteractiveFabricObject['oCoords']) {
      this[COORDS] = value;
      this[STALE] = false;
    },
  });
}
