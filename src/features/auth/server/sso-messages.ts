import { LOGIN_CODES, resultMessage } from '../../../core/index';

/** How an SSO callback ended. */
export type SsoOutcome =
  'ok' | 'cancelled' | 'failed' | 'no_account' | 'linked_elsewhere' | 'unverified' | 'disabled';

type Locale = 'vi' | 'en';

/** Result code (SPEC §8 login codes) and, where the generic login message is too vague, a message. */
const OUTCOMES: Record<SsoOutcome, { code: number; vi?: string; en?: string }> = {
  ok: { code: LOGIN_CODES.SUCCESS },
  cancelled: {
    code: LOGIN_CODES.FAILED,
    vi: 'Bạn đã huỷ đăng nhập một lần (SSO).',
    en: 'Single sign-on was cancelled.',
  },
  failed: {
    code: LOGIN_CODES.FAILED,
    vi: 'Đăng nhập một lần (SSO) không thành công, vui lòng thử lại.',
    en: 'Single sign-on failed, please try again.',
  },
  no_account: {
    code: LOGIN_CODES.INVALID_CREDENTIALS,
    vi: 'Không có tài khoản nào trên cổng thông tin ứng với danh tính SSO này.',
    en: 'No portal account matches this single sign-on identity.',
  },
  linked_elsewhere: {
    code: LOGIN_CODES.FAILED,
    vi: 'Tài khoản này đã được liên kết với một danh tính SSO khác.',
    en: 'This account is linked to a different single sign-on identity.',
  },
  unverified: { code: LOGIN_CODES.UNVERIFIED },
  disabled: { code: LOGIN_CODES.FAILED },
};

/** The result body fields of an outcome in the caller's language. */
export const ssoOutcomeResult = ({ outcome, locale }: { outcome: SsoOutcome; locale: Locale }) => {
  const entry = OUTCOMES[outcome];
  return {
    code: entry.code,
    message: entry[locale] ?? resultMessage({ set: 'login', code: entry.code, locale }),
  };
};

/** The 400 reason when a callback's state is unknown, expired, reused or from another browser. */
export const INVALID_STATE_REASON =
  'Phiên đăng nhập SSO không hợp lệ hoặc đã hết hạn / The SSO sign-in is invalid or has expired';
