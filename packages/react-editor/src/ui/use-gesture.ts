import { useRef } from 'react';

/** One counter for the whole page: two fields never hand the history the same gesture id. */
let gestures = 0;

/**
 * A gesture in a properties field: a slider's drag, a colour picker's visit, typing in one field.
 * The edits made with one id are merged into one undo step.
 */
export interface Gesture {
  /** The id of the gesture under way. */
  readonly current: string;
  /** Starts a new gesture (on focus, a pointer press, a key): the next edits are a step of their own. */
  start(): void;
}

function createGesture(): Gesture {
  let id = `gesture-${++gestures}`;
  return {
    get current() {
      return id;
    },
    start() {
      id = `gesture-${++gestures}`;
    },
  };
}

/** The component's gesture, kept across renders. */
export function useGesture(): Gesture {
  const gesture = useRef<Gesture | null>(null);
  gesture.current ??= createGesture();
  return gesture.current;
}
