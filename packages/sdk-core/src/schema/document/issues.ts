// Where a document or a request breaks the schema, in words (no zod here: it formats the
// issues of a ZodError, from whichever copy of zod made them).

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** An error reply lists this many problems at most; the rest are counted in one more line. */
export const MAX_LISTED_ISSUES = 10;
/** Each listed problem is cut to this many characters (a deep path alone can run to hundreds). */
export const MAX_ISSUE_LENGTH = 300;

function truncate(line: string): string {
  return line.length <= MAX_ISSUE_LENGTH ? line : `${line.slice(0, MAX_ISSUE_LENGTH - 1)}…`;
}

/**
 * "content.elements[0].type: Invalid ..." — where the problem is, then what it is. Bounded: a
 * body with 10,000 bad elements gets the first MAX_LISTED_ISSUES lines and "…and 9990 more
 * problems", never a reply larger than the request.
 */
export function formatIssues(issues: readonly IssueLike[]): string[] {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const where = issue.path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
      )
      .join('');
    return truncate(where ? `${where}: ${issue.message}` : issue.message);
  });
  const unlisted = issues.length - lines.length;
  if (unlisted > 0) lines.push(`…and ${unlisted} more problem${unlisted === 1 ? '' : 's'}`);
  return lines;
}
