import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../core';
import { useLocale } from '../../../client/engine';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, flexBasis: '100%' },
});

/** The SPEC §8 project codes a refused save or submit is explained by. */
const EXPLAINED = new Set([0, -1, -2, -3, -4]);

/**
 * Why Save or Submit is disabled, beside the buttons: the server's code for each (SPEC §8: 0 the
 * teacher's turn, -2 not yours, -3 not open yet, -4 past the deadline) with the phase's dates.
 */
export function ActionNote({
  canSave,
  canSubmit,
  saveCode,
  submitCode,
  startDate,
  deadline,
}: {
  canSave: boolean;
  canSubmit: boolean;
  saveCode: number;
  submitCode: number;
  startDate?: string | null;
  deadline?: string | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  if (canSave && canSubmit) return null;
  const values = {
    start: startDate ? formatDateTime({ value: startDate, locale }) : '—',
    deadline: deadline ? formatDateTime({ value: deadline, locale }) : '—',
  };
  const why = (code: number) =>
    intl.formatMessage(
      { id: `project.action.code.${EXPLAINED.has(code) ? String(code).replace('-', 'm') : 'other'}` },
      {
        ...values,
        code,
      },
    );
  const lines: string[] = [];
  if (!canSave && !canSubmit && saveCode === submitCode)
    lines.push(intl.formatMessage({ id: 'project.action.neither' }, { why: why(submitCode) }));
  else {
    if (!canSave) lines.push(intl.formatMessage({ id: 'project.action.noSave' }, { why: why(saveCode) }));
    if (!canSubmit)
      lines.push(intl.formatMessage({ id: 'project.action.noSubmit' }, { why: why(submitCode) }));
  }
  return (
    <Text role="note" className={styles.note}>
      {lines.join(' ')}
    </Text>
  );
}
