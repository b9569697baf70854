import { CounterBadge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { hasSource } from '../source-registry';
import { useSource } from '../use-source';

/** A number from a source beside a menu label (e.g. open scholarship calls); hidden when zero. */
export function MenuBadge({ source }: { source: string }) {
  if (!hasSource(source)) {
    // A typo in a menu file must not go unnoticed while developing, nor blank the menu in production.
    if (import.meta.env.DEV) throw new Error(`Unknown source "${source}"`);
    console.error(`Unknown source "${source}" in a menu badge`);
    return null;
  }
  return <KnownMenuBadge source={source} />;
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
