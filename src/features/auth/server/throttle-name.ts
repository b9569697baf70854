/**
 * The account budget's name for what was typed at sign-in or reset: lower case, and an e-mail
 * address counts as its part before '@' (a student's address is `<code>@…`, so the code and the
 * address share one budget). It depends on the typed text only, never on whether the account
 * exists: a known account and an unknown one are throttled alike, so a 429 tells nothing.
 */
export const throttleName = (typed: string): string => {
  const name = typed.trim().toLowerCase();
  const at = name.indexOf('@');
  return at > 0 ? name.slice(0, at) : name;
};
