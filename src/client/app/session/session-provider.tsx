import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { COOKIE_NAMES } from '../../../core/constants';
import * as authApi from '../../api/auth-api';
import { deleteCookie, readCookie } from '../../api/cookies';
import type { AuthUser } from '../../api/foundation-types';
import { toAppUrl } from '../app-paths';
import { takeInitialSession } from './initial-session';
import { countSignOut, readSignOutCount } from './sign-out-count';

/** Whether the student must answer a survey first; 'loading' until the survey module has checked. */
export type SurveyRequired = 'loading' | boolean;

/** The session as the app sees it (SPEC §4). */
export interface SessionState {
  user: AuthUser | null;
  /** The session fetch (or an SSO callback) is under way. */
  isLoading: boolean;
  /** The session is known; false while loading and while an SSO callback is awaited. */
  isReady: boolean;
  /** No user yet, but an SSO token and state cookie exist: waiting for /sso-callback. */
  isAwaitingSso: boolean;
  /** The session could not be fetched (network, server error). */
  error: Error | null;
  openChangePassword: boolean;
  openLogin: boolean;
  surveyRequired: SurveyRequired;
  /** The user signed out on purpose in this page: the sign-in page, with no way back to their pages. */
  hasSignedOut: boolean;
}

/** Outcome of an SSO callback. */
export interface SsoCallbackOutcome {
  isSuccess: boolean;
  code: number | null;
  /** The same-origin page asked for when the sign-in started, if the server kept one. */
  redirect: string | null;
}

/** The session and its actions. */
export interface SessionValue extends SessionState {
  /** Fetches the session again. */
  refresh: () => Promise<void>;
  /** Adopts the user of a successful login; closes the login dialog. */
  signIn: (user: AuthUser) => void;
  /** Posts the SSO callback; on success adopts the user and clears the SSO cookies. */
  completeSsoCallback: (params: Readonly<Record<string, string>>) => Promise<SsoCallbackOutcome>;
  /** Revokes the session, forgets the user and every per-user cache; leaves for the SSO logout when enabled. */
  logout: () => Promise<void>;
  /**
   * A 401 from the server: the login dialog over the page when the session expired; the sign-in
   * page when the user signed out on purpose (here or in another tab) since this page signed in.
   */
  handleUnauthorized: () => void;
  setOpenChangePassword: (isOpen: boolean) => void;
  setOpenLogin: (isOpen: boolean) => void;
  setSurveyRequired: (value: SurveyRequired) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const INITIAL_STATE: SessionState = {
  user: null,
  isLoading: true,
  isReady: false,
  isAwaitingSso: false,
  error: null,
  openChangePassword: false,
  openLogin: false,
  surveyRequired: 'loading',
  hasSignedOut: false,
};

const SIGNED_OUT_STATE: SessionState = {
  ...INITIAL_STATE,
  isLoading: false,
  isReady: true,
  hasSignedOut: true,
};

function hasPendingSso(): boolean {
  return (
    readCookie({ name: COOKIE_NAMES.ssoToken }) !== null && readCookie({ name: COOKIE_NAMES.state }) !== null
  );
}

function clearSsoCookies(): void {
  for (const name of [COOKIE_NAMES.ssoToken, COOKIE_NAMES.state, COOKIE_NAMES.authRedirectUri])
    deleteCookie({ name });
}

const assignLocation = (url: string) => window.location.assign(url);
const replaceLocation = (url: string) => window.location.replace(url);

/** Props of `SessionProvider`. */
export interface SessionProviderProps {
  /** From ClientConfig.sso.enabled: logout also ends the SSO session. */
  isSsoEnabled: boolean;
  /** Leaves the app (SSO logout); injected in tests. */
  assign?: (url: string) => void;
  /** Loads a fresh page in place of this one (a stale signed-in page after a sign-out); injected in tests. */
  replace?: (url: string) => void;
  children: ReactNode;
}

/** Loads the session on mount and owns the session flags. */
export function SessionProvider({
  isSsoEnabled,
  assign = assignLocation,
  replace = replaceLocation,
  children,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(INITIAL_STATE);
  const patch = useCallback(
    (next: Partial<SessionState>) => setState((current) => ({ ...current, ...next })),
    [],
  );
  const generation = useRef(0);
  /** The sign-out count when this page's user signed in; null while nobody is signed in here. */
  const signOutsAtSignIn = useRef<number | null>(null);
  /** A logout of this page is under way: its own revocation's 401s are no expired session. */
  const isSigningOut = useRef(false);

  /** Whether the user signed out on purpose (anywhere in this browser) since this page signed in. */
  const hasSignedOutSinceSignIn = useCallback(
    () => signOutsAtSignIn.current !== null && readSignOutCount() !== signOutsAtSignIn.current,
    [],
  );

  /**
   * This page still holds a user who signed out since: it forgets them and is replaced by a fresh
   * sign-in page, so neither the page nor Back shows their data, and no "session expired" dialog.
   */
  const leaveStalePage = useCallback(() => {
    signOutsAtSignIn.current = null;
    ++generation.current;
    setState(SIGNED_OUT_STATE);
    replace(toAppUrl({ path: '/login' }));
  }, [replace]);

  const adopt = useCallback((user: AuthUser) => {
    signOutsAtSignIn.current = readSignOutCount();
    setState((current) => ({
      ...current,
      user,
      isLoading: false,
      isReady: true,
      isAwaitingSso: false,
      error: null,
      openLogin: false,
      openChangePassword: current.openChangePassword || user.mustChangePassword,
      hasSignedOut: false,
    }));
  }, []);

  /** A login's user; a session fetch under way (which did not know of it) no longer counts. */
  const signIn = useCallback(
    (user: AuthUser) => {
      ++generation.current;
      adopt(user);
    },
    [adopt],
  );

  const refresh = useCallback(async () => {
    const run = ++generation.current;
    patch({ isLoading: true, error: null });
    try {
      const result = await (run === 1 ? takeInitialSession() : authApi.getSession());
      if (run !== generation.current) return;
      if (result.error) throw new Error(`Session unavailable (HTTP ${result.status})`);
      const user = result.data?.data ?? null;
      if (user) adopt(user);
      else if (hasPendingSso()) patch({ user: null, isLoading: false, isReady: false, isAwaitingSso: true });
      else patch({ user: null, isLoading: false, isReady: true, isAwaitingSso: false });
    } catch (error) {
      if (run !== generation.current) return;
      patch({
        isLoading: false,
        isReady: false,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }, [adopt, patch]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A page the browser kept in its back-forward cache comes back as it was left, user data and
  // all; when its user has signed out since, it must not be shown.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && hasSignedOutSinceSignIn()) leaveStalePage();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [hasSignedOutSinceSignIn, leaveStalePage]);

  const completeSsoCallback = useCallback(
    async (params: Readonly<Record<string, string>>): Promise<SsoCallbackOutcome> => {
      ++generation.current;
      patch({ isLoading: true, error: null });
      let code: number | null = null;
      let user: AuthUser | null = null;
      let redirect: string | null = null;
      try {
        const result = await authApi.ssoCallback({ params });
        code = typeof result.data?.code === 'number' ? result.data.code : null;
        user = !result.error && code === 1 ? (result.data?.data ?? null) : null;
        redirect = typeof result.data?.redirect === 'string' ? result.data.redirect : null;
      } catch {
        user = null;
      }
      // Success or not, the pending SSO cookies are spent; keeping them would leave the app waiting.
      clearSsoCookies();
      // A session fetch still under way (started with the page, maybe after this call) knew nothing
      // of this sign-in: its answer must not sign the user out again.
      ++generation.current;
      if (user) {
        adopt(user);
        return { isSuccess: true, code, redirect };
      }
      patch({ user: null, isLoading: false, isReady: true, isAwaitingSso: false });
      return { isSuccess: false, code, redirect: null };
    },
    [adopt, patch],
  );

  const logout = useCallback(async () => {
    ++generation.current;
    isSigningOut.current = true;
    signOutsAtSignIn.current = null;
    countSignOut();
    let ssoLogoutUrl: string | null = null;
    try {
      await authApi.logout();
      if (isSsoEnabled) {
        const result = await authApi.getSsoLogoutUrl();
        ssoLogoutUrl =
          !result.error && typeof result.data?.data === 'string' && result.data.data
            ? result.data.data
            : null;
      }
    } catch {
      // Signed out locally all the same; the server session expires on its own.
    }
    setState(SIGNED_OUT_STATE);
    isSigningOut.current = false;
    if (ssoLogoutUrl) assign(ssoLogoutUrl);
  }, [assign, isSsoEnabled]);

  const handleUnauthorized = useCallback(() => {
    if (isSigningOut.current) return;
    if (hasSignedOutSinceSignIn()) {
      leaveStalePage();
      return;
    }
    setState((current) => (current.user ? { ...current, openLogin: true } : current));
  }, [hasSignedOutSinceSignIn, leaveStalePage]);

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      refresh,
      signIn,
      completeSsoCallback,
      logout,
      handleUnauthorized,
      setOpenChangePassword: (isOpen) => patch({ openChangePassword: isOpen }),
      setOpenLogin: (isOpen) => patch({ openLogin: isOpen }),
      setSurveyRequired: (surveyRequired) => patch({ surveyRequired }),
    }),
    [state, refresh, signIn, completeSsoCallback, logout, handleUnauthorized, patch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session; throws outside `SessionProvider`. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}
