/** `value` when it is one of `values` (e.g. a filter read from the URL), else '' (all). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
