import { useEffect, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** Time left until `expiresAt` in whole seconds (0 once passed). */
const secondsLeft = (expiresAt: string, now: number): number =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));

/** "14:05" from seconds. */
const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * "Mã QR hết hạn sau 14:05", ticking each second; `onExpired` once the time is up. A timer role
 * without live announcements: a screen reader reads it when asked, not every second.
 */
export function ExpiryCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  const isOver = left <= 0;
  useEffect(() => {
    if (isOver) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isOver]);
  useEffect(() => {
    if (isOver) onExpired();
  }, [isOver, onExpired]);
  return (
    <Text role="timer" aria-live="off">
      {intl.formatMessage({ id: 'payments.qr.expiresIn' }, { time: clock(left) })}
    </Text>
  );
}
