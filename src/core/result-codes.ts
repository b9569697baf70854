import type { Locale } from './locale';
import { normalizeLocale } from './locale';

/** A code with its user message in every locale. */
interface CodeEntry {
  readonly code: number;
  readonly vi: string;
  readonly en: string;
}

type CodeTable = Readonly<Record<string, CodeEntry>>;

const SUCCESS = { code: 1, vi: 'Thao tác thành công.', en: 'Done successfully.' };
const FAILED = {
  code: 0,
  vi: 'Thao tác không thành công, vui lòng thử lại.',
  en: 'The operation failed, please try again.',
};
const CHECKSUM_MESSAGES = {
  vi: 'Dữ liệu gửi lên không hợp lệ (sai mã kiểm tra). Vui lòng tải lại trang và thử lại.',
  en: 'The submitted data failed its integrity check. Please reload the page and try again.',
};

const PROJECT_TABLE = {
  SUCCESS,
  FAILED,
  INVALID: {
    code: -1,
    vi: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
    en: 'The data is invalid, please check it.',
  },
  FORBIDDEN: {
    code: -2,
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    en: 'You are not allowed to do this.',
  },
  NOT_YET: { code: -3, vi: 'Chưa đến thời gian thực hiện.', en: 'This is not open yet.' },
  EXPIRED: { code: -4, vi: 'Đã hết thời hạn thực hiện.', en: 'The deadline has passed.' },
  CHECKSUM_FAILED: { code: -5, ...CHECKSUM_MESSAGES },
} as const;

const PROJECT_REQUEST_TABLE = {
  ...PROJECT_TABLE,
  OUT_OF_QUOTAS: {
    code: -6,
    vi: 'Giảng viên đã hết chỉ tiêu hướng dẫn.',
    en: 'The teacher has no supervision places left.',
  },
  EXCEED_REQUEST_LIMIT: {
    code: -7,
    vi: 'Bạn đã gửi quá số lượng yêu cầu cho phép.',
    en: 'You have reached the maximum number of requests.',
  },
  PASSED_DEADLINE: { code: -8, vi: 'Đã quá hạn gửi yêu cầu.', en: 'The request deadline has passed.' },
} as const;

const GENERIC_TABLE = {
  FAILED,
  SUCCESS,
  CHECKSUM_FAILED: { code: -1, ...CHECKSUM_MESSAGES },
  NOT_FOUND: { code: -2, vi: 'Không tìm thấy dữ liệu.', en: 'The record was not found.' },
  DUPLICATED: { code: -3, vi: 'Dữ liệu đã tồn tại.', en: 'This record already exists.' },
  FORBIDDEN: {
    code: -4,
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    en: 'You are not allowed to do this.',
  },
  NO_PROCESS: { code: -5, vi: 'Không có quy trình xử lý phù hợp.', en: 'There is no matching process.' },
} as const;

const LOGIN_TABLE = {
  SUCCESS: { code: 1, vi: 'Đăng nhập thành công.', en: 'Signed in.' },
  FAILED: {
    code: 0,
    vi: 'Đăng nhập không thành công, vui lòng thử lại.',
    en: 'Sign-in failed, please try again.',
  },
  INVALID_CREDENTIALS: {
    code: -1,
    vi: 'Tài khoản hoặc mật khẩu không đúng.',
    en: 'Incorrect account or password.',
  },
  UNVERIFIED: {
    code: -2,
    vi: 'Tài khoản chưa được xác thực.',
    en: 'This account has not been verified yet.',
  },
} as const;

const CHANGE_PASSWORD_TABLE = {
  SUCCESS: { code: 1, vi: 'Đổi mật khẩu thành công.', en: 'Your password has been changed.' },
  FAILED: {
    code: 0,
    vi: 'Đổi mật khẩu không thành công, vui lòng thử lại.',
    en: 'The password could not be changed, please try again.',
  },
  WRONG_PASSWORD: { code: -1, vi: 'Mật khẩu hiện tại không đúng.', en: 'The current password is incorrect.' },
} as const;

const TABLES = {
  project: PROJECT_TABLE,
  projectRequest: PROJECT_REQUEST_TABLE,
  generic: GENERIC_TABLE,
  login: LOGIN_TABLE,
  changePassword: CHANGE_PASSWORD_TABLE,
} as const satisfies Record<string, CodeTable>;

/** A named SPEC §8 code set: `project` (also used by phases), `projectRequest`, `generic`, `login`, `changePassword`. */
export type ResultCodeSet = keyof typeof TABLES;

type CodesOf<T extends CodeTable> = { readonly [K in keyof T]: T[K]['code'] };

function codesOf<T extends CodeTable>(table: T): CodesOf<T> {
  const codes: Record<string, number> = {};
  for (const [name, entry] of Object.entries(table)) codes[name] = entry.code;
  return Object.freeze(codes) as CodesOf<T>;
}

/** SPEC §8 project and phase result codes. */
export const PROJECT_CODES = codesOf(PROJECT_TABLE);
/** SPEC §8 project request result codes (project codes plus -6, -7, -8). */
export const PROJECT_REQUEST_CODES = codesOf(PROJECT_REQUEST_TABLE);
/** SPEC §8 generic result codes (note: checksum failed is -1 here, not -5). */
export const GENERIC_CODES = codesOf(GENERIC_TABLE);
/** SPEC §7/§8 login result codes. */
export const LOGIN_CODES = codesOf(LOGIN_TABLE);
/** SPEC §7/§8 change-password result codes. */
export const CHANGE_PASSWORD_CODES = codesOf(CHANGE_PASSWORD_TABLE);

/** Every code set by name. */
export const RESULT_CODES = Object.freeze({
  project: PROJECT_CODES,
  projectRequest: PROJECT_REQUEST_CODES,
  generic: GENERIC_CODES,
  login: LOGIN_CODES,
  changePassword: CHANGE_PASSWORD_CODES,
});

/** True when `code` means success (1 in every set). */
export function isSuccessCode(code: unknown): boolean {
  return code === 1;
}

/** The name of a code in a set (e.g. 'CHECKSUM_FAILED'), or undefined. */
export function resultCodeName({ set, code }: { set: ResultCodeSet; code: number }): string | undefined {
  const table: CodeTable = TABLES[set];
  return Object.keys(table).find((name) => table[name].code === code);
}

/** The user message of a result code; an unknown code gets a generic message naming it. */
export function resultMessage({
  set,
  code,
  locale,
}: {
  set: ResultCodeSet;
  code: number;
  locale: Locale;
}): string {
  const table: CodeTable = TABLES[set];
  const lang = normalizeLocale(locale);
  const entry = Object.values(table).find((candidate) => candidate.code === code);
  if (entry) return entry[lang];
  return lang === 'vi' ? `Đã có lỗi xảy ra (mã ${code}).` : `Something went wrong (code ${code}).`;
}
