import type { z } from 'zod';

/** Parses request input; a failure throws the ZodError the error handler turns into a 400. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  return schema.parse(input);
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export interface ZodErrorLike {
  name: string;
  issues: IssueLike[];
}

export function isZodError(error: unknown): error is ZodErrorLike {
  // Checked by shape: sdk-core's schemas may come from another copy of zod than this app's.
  return (
    error instanceof Error &&
    error.name === 'ZodError' &&
    Array.isArray((error as Partial<ZodErrorLike>).issues)
  );
}

/** "content.elements[0].type: Invalid ..." — where the problem is, then what it is. */
export function formatIssues(issues: IssueLike[]): string[] {
  return issues.map((issue) => {
    const where = issue.path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
      )
      .join('');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
