import { PROJECT_CODES, resultMessage } from '../../../core/index';
import type { Locale } from '../../../core/index';

/**
 * SPEC §8 project and phase result codes: success 1, failed 0, invalid -1, forbidden -2 (not the
 * owner), not yet -3 (the deadline has not opened), expired -4, checksum failed -5.
 */
export const PROJECT_RESULT = PROJECT_CODES;

/** One of the SPEC §8 project and phase codes. */
export type ProjectResultCode = (typeof PROJECT_RESULT)[keyof typeof PROJECT_RESULT];

/** True when `code` is one of the project and phase codes. */
export const isProjectResultCode = (code: unknown): code is ProjectResultCode =>
  Object.values(PROJECT_RESULT).includes(code as ProjectResultCode);

/** A result body {code, message} with the code's message in the caller's language, plus `data` when given. */
export const projectResult = <T>({
  code,
  locale,
  message,
  data,
}: {
  code: ProjectResultCode;
  locale: Locale;
  /** Overrides the code's generic message (e.g. to say which field is invalid). */
  message?: string;
  data?: T;
}) => ({
  code,
  message: message ?? resultMessage({ set: 'project', code, locale }),
  ...(data === undefined ? {} : { data }),
});
