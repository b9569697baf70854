/**
 * localStorage key counting this browser's deliberate sign-outs (per site, so per tenant). A page
 * notes the count when its user signs in; a larger count later means the user signed out since,
 * in this page or another one (another tab, or a page restored by Back from the browser's cache).
 */
export const SIGN_OUT_COUNT_KEY = 'unigate:sign-outs';

export function readSignOutCount(): number {
  try {
    return Number(window.localStorage.getItem(SIGN_OUT_COUNT_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function countSignOut(): void {
  try {
    window.localStorage.setItem(SIGN_OUT_COUNT_KEY, String(readSignOutCount() + 1));
  } catch {
    // Storage refused (private mode, full): this page still signs out; others learn it from a 401.
  }
}
