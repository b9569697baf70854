import { useClientConfig } from '../client-config-context';
import '../load-feature-sources';
import { UserScope } from '../user-scope';
import { AppShell } from './app-shell';

/**
 * Everything only signed-in pages use (the engine's providers, the menu, the header), as one
 * lazily loaded route layout: the login page and the first paint do not carry it.
 */
export default function SignedInLayout() {
  const config = useClientConfig();
  return (
    <UserScope config={config}>
      <AppShell />
    </UserScope>
  );
}
