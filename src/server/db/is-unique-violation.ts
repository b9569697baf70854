/** True for PostgreSQL's unique violation (23505), however the driver or ORM wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return true;
  }
  return false;
};
