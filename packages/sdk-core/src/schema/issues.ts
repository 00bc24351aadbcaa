// Where a document or a request breaks the schema, in words (no zod here: it formats the
// issues of a ZodError, from whichever copy of zod made them).

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** "content.elements[0].type: Invalid ..." — where the problem is, then what it is. */
export function formatIssues(issues: readonly IssueLike[]): string[] {
  return issues.map((issue) => {
    const where = issue.path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
      )
      .join('');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
