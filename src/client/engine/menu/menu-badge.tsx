import { CounterBadge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { hasSource } from '../source-registry';
import { useSecondaryGate } from '../secondary-gate';
import { useSource } from '../use-source';

/**
 * A number from a source beside a menu label (e.g. open scholarship calls); hidden when zero.
 * Read once the page's own first reads are in (secondary-gate.ts).
 */
export function MenuBadge({ source }: { source: string }) {
  const isGateOpen = useSecondaryGate();
  if (!hasSource(source)) {
    // A typo in a menu file must not go unnoticed while developing, nor blank the menu in production.
    if (import.meta.env.DEV) throw new Error(`Unknown source "${source}"`);
    console.error(`Unknown source "${source}" in a menu badge`);
    return null;
  }
  return isGateOpen ? <KnownMenuBadge source={source} /> : null;
}

function KnownMenuBadge({ source }: { source: string }) {
  const intl = useIntl();
  const { data } = useSource(source, {});
  const count =
    typeof data === 'number' ? data : Number((data as { total?: unknown } | undefined)?.total ?? 0);
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <CounterBadge
      count={count}
      size="small"
      appearance="filled"
      color="brand"
      aria-label={intl.formatMessage({ id: 'engine.menu.badge' }, { count })}
    />
  );
}
