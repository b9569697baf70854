import { useEffect, useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

/** How long "Đã sao chép" stays after a copy. */
const COPIED_MS = 2000;

/**
 * Copies `value` to the clipboard; its name says what ("Sao chép số tài khoản"), and it turns to
 * a check mark named "Đã sao chép" for a moment, so a screen reader hears it worked.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const intl = useIntl();
  const [isCopied, setIsCopied] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const label = intl.formatMessage(
    { id: isCopied ? 'payments.copy.done' : hasFailed ? 'payments.copy.failed' : 'payments.copy.action' },
    { what },
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setHasFailed(false);
      setIsCopied(true);
    } catch {
      setHasFailed(true);
    }
  };
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        size="small"
        icon={isCopied ? <CheckmarkRegular /> : <CopyRegular />}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
