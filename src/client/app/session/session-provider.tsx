import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { COOKIE_NAMES } from '../../../core/constants';
import * as authApi from '../../api/auth-api';
import { deleteCookie, readCookie } from '../../api/cookies';
import type { AuthUser } from '../../api/foundation-types';

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

/** Props of `SessionProvider`. */
export interface SessionProviderProps {
  /** From ClientConfig.sso.enabled: logout also ends the SSO session. */
  isSsoEnabled: boolean;
  /** Leaves the app (SSO logout); injected in tests. */
  assign?: (url: string) => void;
  children: ReactNode;
}

/** Loads the session on mount and owns the session flags. */
export function SessionProvider({
  isSsoEnabled,
  assign = (url) => window.location.assign(url),
  children,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(INITIAL_STATE);
  const patch = useCallback(
    (next: Partial<SessionState>) => setState((current) => ({ ...current, ...next })),
    [],
  );
  const generation = useRef(0);

  const adopt = useCallback((user: AuthUser) => {
    setState((current) => ({
      ...current,
      user,
      isLoading: false,
      isReady: true,
      isAwaitingSso: false,
      error: null,
      openLogin: false,
      openChangePassword: current.openChangePassword || user.mustChangePassword,
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
      const result = await authApi.getSession();
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
    setState({ ...INITIAL_STATE, isLoading: false, isReady: true });
    if (ssoLogoutUrl) assign(ssoLogoutUrl);
  }, [assign, isSsoEnabled]);

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      refresh,
      signIn,
      completeSsoCallback,
      logout,
      setOpenChangePassword: (isOpen) => patch({ openChangePassword: isOpen }),
      setOpenLogin: (isOpen) => patch({ openLogin: isOpen }),
      setSurveyRequired: (surveyRequired) => patch({ surveyRequired }),
    }),
    [state, refresh, signIn, completeSsoCallback, logout, patch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session; throws outside `SessionProvider`. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}
