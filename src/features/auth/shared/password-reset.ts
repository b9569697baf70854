/** Result codes of the reset-password calls (a 200 body, like SPEC §8's). */
export const RESET_PASSWORD_CODES = { SUCCESS: 1, FAILED: 0, INVALID_LINK: -1 } as const;

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/** The student app's pages of the flow (under /students). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

/** A reset token: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const RESET_TOKEN = new RegExp(RESET_TOKEN_PATTERN);

/** True when `token` has the shape of a reset token (anything else is no link of ours). */
export const isResetToken = (token: string) => RESET_TOKEN.test(token);

/**
 * The link a reset mail carries. The token rides in the fragment: browsers never send a fragment
 * to any server, so it stays out of access logs, proxies and Referer headers.
 */
export const resetLink = ({ origin, token }: { origin: string; token: string }) =>
  `${origin}/students${RESET_PASSWORD_PATH}#token=${token}`;

/** The token of a reset page's fragment (`#token=...`), or '' when it has none. */
export const tokenFromFragment = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
