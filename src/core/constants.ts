import type { LocalizedText } from './locale';

/** SPEC §9: Vietnam's country id in the address reference data. */
export const VIETNAM_COUNTRY_ID = 4881695532646400;
/** SPEC §9: Vietnam's ISO 3166 numeric country code. */
export const VIETNAM_COUNTRY_CODE = 704;

/** SPEC §2/§9: a toast closes after this many milliseconds. */
export const TOAST_DURATION_MS = 3000;
/** SPEC §2/§9: at most this many toasts at once (newest on top). */
export const TOAST_MAX = 5;

/** SPEC §3/§9: default page size of the company list. */
export const COMPANY_PAGE_SIZE = 10;
/** SPEC §3/§9: default (first) page of the company list. */
export const COMPANY_FIRST_PAGE = 1;

/** SPEC §7/§9: reference projects are fetched by cursor, this many at a time. */
export const REFERENCE_FETCH_LIMIT = 50;

/** SPEC §3/§9: minimum length of an obfuscated id. */
export const OBFUSCATED_ID_MIN_LENGTH = 10;

/** SPEC §9: default delay before lazily loaded content shows, in milliseconds. */
export const LAZY_LOAD_DELAY_MS = 200;

/** SPEC §9: responsive breakpoints (minimum widths in px). */
export const BREAKPOINTS = Object.freeze({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** SPEC §8/§9 cookie names. */
export const COOKIE_NAMES = Object.freeze({
  /** Where to return after the SSO login. */
  authRedirectUri: 'auth_redirect_uri',
  /** Where to return after the SSO logout. */
  logoutRedirectUri: 'logout_redirect_uri',
  /** The page a 403 interrupted (the timetable when it was the home page). */
  redirectPath: 'redirect_path',
  /** OIDC state of a pending SSO login. */
  state: 'state',
  /** SSO token of a pending SSO callback. */
  ssoToken: 'x-sso-token',
});

/** SPEC §2: placeholder of an empty list. */
export const EMPTY_LIST_TEXT: LocalizedText = Object.freeze({ vi: 'Không có dữ liệu...', en: 'No data...' });

/** SPEC §8: toast after a 403 on the default API client, before redirecting to the SSO login. */
export const LOGIN_AGAIN_TEXT: LocalizedText = Object.freeze({
  vi: 'Không thể đăng nhập, xin vui lòng thử lại!',
  en: 'Unable to sign in, please try again!',
});

/** SPEC §7: error of a network failure that carries no message. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected Error';
/** SPEC §7/§8: error thrown when the server gives no message (continue study, award info, form download). */
export const SOMETHING_WRONG_MESSAGE = 'Something wrong!';

/** SPEC §3: value of an unset optional number. */
export const UNSET_NUMBER = -1;
/** SPEC §3: default id of an education unit. */
export const EDUCATION_UNIT_DEFAULT_ID = -2;
/** SPEC §3: default union unit id of an education unit. */
export const UNION_UNIT_DEFAULT_ID = -2;
