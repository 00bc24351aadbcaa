/**
 * The latest graphical abstracts a builder's `resume` looks through for one it made. A module of
 * its own (no imports): the custom element asks for the list before the builder's code loads.
 */
export const RESUME_QUERY = { type: 'abstract', limit: 5 } as const;
