/**
 * URLs shared by the portal's SSO routes and the local identity provider, so both agree on what
 * is registered: the IdP sends the browser back to `<tenant origin><SSO_CALLBACK_PATH>` after
 * sign-in and to `<tenant origin><SSO_POST_LOGOUT_PATH>` after its sign-out.
 *
 * The callback is the student app's `/sso-callback` page: it posts the query (code, state, iss)
 * to POST /api/v1/auth/sso-callback, then opens the page the student came from.
 */
export const SSO_CALLBACK_PATH = '/students/sso-callback';

/** Landing page after the identity provider's sign-out (the student app). */
export const SSO_POST_LOGOUT_PATH = '/students/';

/** Where a completed SSO sign-in lands when the client asked for no particular page. */
export const SSO_DEFAULT_REDIRECT = '/students/';

/** The portal's apps: a sign-in lands on a page under one of them, never anywhere else. */
export const SSO_LANDING_PREFIXES = ['/students/', '/business/', '/lab/'] as const;
