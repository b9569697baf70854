import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PlagiarismCheck } from '../../../generated/index';
import { localReason } from '../../../client/engine/form/widgets/upload-file';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
});

const COLORS = { queued: 'informative', running: 'brand', done: 'success', rejected: 'danger' } as const;

/** The user's checks with their state; a finished one opens its report. */
export function CheckHistory({
  checks,
  selectedId,
  onOpen,
}: {
  checks: PlagiarismCheck[];
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  if (checks.length === 0) return <Text>{intl.formatMessage({ id: 'plagiarism.history.empty' })}</Text>;
  return (
    <ul className={styles.list}>
      {checks.map((check) => (
        <li key={check.id} className={styles.item}>
          <Text className={styles.name} weight="semibold">
            {check.title}
          </Text>
          <Text size={200}>
            {intl.formatDate(check.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
          </Text>
          <Badge appearance="tint" color={COLORS[check.status]}>
            {intl.formatMessage({ id: `plagiarism.status.${check.status}` })}
          </Badge>
          {check.status === 'done' && (
            <>
              <Text weight="bold">{(check.similarity * 100).toFixed(1)} %</Text>
              <Button
                size="small"
                appearance={selectedId === check.id ? 'primary' : 'secondary'}
                aria-pressed={selectedId === check.id}
                onClick={() => onOpen(check.id)}
              >
                {intl.formatMessage({ id: 'plagiarism.history.open' })}
              </Button>
            </>
          )}
          {check.status === 'rejected' && (
            <Text size={200}>{localReason({ reason: check.reason, locale: intl.locale })}</Text>
          )}
        </li>
      ))}
    </ul>
  );
}
