/** A message for the user: the first schema problem rather than zod's whole report. */
export function problemMessage(error: unknown): string {
  const issues = (error as { issues?: { message?: string }[] } | null)?.issues;
  if (Array.isArray(issues) && issues[0]?.message) return issues[0].message;
  return error instanceof Error ? error.message : String(error);
}
