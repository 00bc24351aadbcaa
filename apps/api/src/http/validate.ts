import type { z } from 'zod';

/** Parses request input; a failure throws the ZodError the error handler turns into a 400. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  return schema.parse(input);
}

export interface ZodErrorLike {
  name: string;
  issues: { path: readonly PropertyKey[]; message: string }[];
}

export function isZodError(error: unknown): error is ZodErrorLike {
  // Checked by shape: sdk-core's schemas may come from another copy of zod than this app's.
  return (
    error instanceof Error &&
    error.name === 'ZodError' &&
    Array.isArray((error as Partial<ZodErrorLike>).issues)
  );
}
