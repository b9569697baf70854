/** One configuration problem: the file (relative to the project root), where in it, and what is wrong. */
export type Problem = {
  /** File relative to the project root, with forward slashes, e.g. 'institutions/hust.json'. */
  file: string;
  /** JSON path inside the file, e.g. '$.registration.windows[0].opensAt' ('$' = the whole file). */
  path: string;
  /** What is wrong, for a human. */
  reason: string;
};

/** `<file>: <path>: <reason>`, the one line config:check and boot errors print per problem. */
export const formatProblem = ({ file, path, reason }: Problem): string => `${file}: ${path}: ${reason}`;

/** Thrown by loadAppConfig when the configuration is invalid; the message lists every problem. */
export class ConfigError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `Invalid configuration (${count}):\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A JSON path from key segments: ['a', 0, 'b c'] -> `$.a[0]["b c"]`. */
export const jsonPath = (segments: readonly (string | number)[]): string =>
  `$${segments
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `.${segment}`
          : `[${JSON.stringify(segment)}]`,
    )
    .join('')}`;

/** Problems sorted by file then path, without exact duplicates (a _defaults.json mistake shows once, not once per tenant). */
export const uniqueProblems = (problems: readonly Problem[]): Problem[] => {
  const seen = new Set<string>();
  return problems
    .filter((problem) => {
      const key = formatProblem(problem);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) || a.path.localeCompare(b.path) || a.reason.localeCompare(b.reason),
    );
};
