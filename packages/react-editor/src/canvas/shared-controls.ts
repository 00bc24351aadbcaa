import { InteractiveFabricObject, Textbox } from 'fabric';

const SHARED = Symbol('figura: shared default controls');

type ControlsFactory = { createControls(): { controls: InteractiveFabricObject['controls'] } } & {
  [SHARED]?: true;
};

/**
 * fabric gives every object its own set of nine controls (new Control objects each time), which
 * on a slide of thousands of elements is tens of thousands of identical objects. Objects of a
 * kind share one set here, as fabric's documentation suggests for customising them; code that
 * changes an object's controls gives it a new set (connector-ends.ts), never edits the shared one.
 */
export function shareDefaultControls(): void {
  for (const factory of [InteractiveFabricObject, Textbox] as unknown as ControlsFactory[]) {
    if (Object.prototype.hasOwnProperty.call(factory, SHARED)) continue;
    const create = factory.createControls;
    let shared: ReturnType<ControlsFactory['createControls']> | undefined;
    factory.createControls = function createControls(this: ControlsFactory) {
      return (shared ??= create.call(this));
    };
    factory[SHARED] = true;
  }
}
