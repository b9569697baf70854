import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

/** "Đã lưu nháp lúc HH:mm", with a way to throw the draft away. */
export function DraftStatus({ savedAt, onDiscard }: { savedAt: Date | null; onDiscard?: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  if (!savedAt) return null;
  return (
    <span className={styles.root} role="status">
      <SaveRegular aria-hidden />
      <Text size={200}>
        {intl.formatMessage({ id: 'engine.form.draftSavedAt' }, { time: dayjs(savedAt).format('HH:mm') })}
      </Text>
      {onDiscard ? (
        <Button size="small" appearance="transparent" onClick={onDiscard}>
          {intl.formatMessage({ id: 'engine.form.discardDraft' })}
        </Button>
      ) : null}
    </span>
  );
}
