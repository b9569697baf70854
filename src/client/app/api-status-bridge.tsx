import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { LOGIN_AGAIN_TEXT } from '../../core/constants';
import { setApiStatusHandlers } from '../api/api-clients';
import { createForbiddenHandler } from '../api/handle-forbidden';
import type { ForbiddenContext } from '../api/handle-forbidden';
import { useLocaleSwitch } from '../i18n/locale-provider';
import { APP_BASE_PATH, toRouterPath } from './app-paths';
import { useNotify } from './app-toaster';
import { useClientConfig } from './client-config-context';
import { loginPathFor } from './redirect-target';
import { useSession } from './session/session-provider';

/**
 * Wires the default API client's statuses to the app: a 403 runs the SPEC §8 recovery (toast,
 * redirect cookie, SSO login or the login page); a 401 opens the login dialog over the current
 * page, so whatever the student was typing stays there (after a deliberate sign-out, the sign-in
 * page instead: session-provider.tsx).
 */
export function ApiStatusBridge() {
  const { locale } = useLocaleSwitch();
  const notify = useNotify();
  const navigate = useNavigate();
  const config = useClientConfig();
  const session = useSession();
  // Handlers outlive renders; they read the latest values through this ref.
  const latest = useRef({ locale, notify, navigate, config, session });
  latest.current = { locale, notify, navigate, config, session };

  // A layout effect: the handlers are in place when the first signed-in screen commits, before
  // any page (whose effects run first, being children) can have had an answer.
  useLayoutEffect(() => {
    const onForbidden = createForbiddenHandler((): ForbiddenContext => {
      const current = latest.current;
      return {
        basePath: APP_BASE_PATH,
        ssoEnabled: current.config.sso.enabled,
        notify: () => current.notify({ intent: 'error', title: LOGIN_AGAIN_TEXT[current.locale] }),
        goToLogin: (redirect) => {
          current.navigate(loginPathFor(toRouterPath({ target: redirect }) ?? '/'));
        },
      };
    });
    return setApiStatusHandlers({
      onForbidden: () => void onForbidden(),
      onUnauthorized: () => latest.current.session.handleUnauthorized(),
    });
  }, []);
  return null;
}
