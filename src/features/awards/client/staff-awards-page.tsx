import { useMemo } from 'react';
import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { awardName, formatDay } from './award-text';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { REVIEWED_STATUSES } from './staff-sources';
import type { StaffAwardRow } from './staff-sources';
import { CallStateBadge } from './status-badge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
});

/** The route of a call's applications in the staff area. */
export const staffAwardRoute = (row: Pick<StaffAwardRow, 'publicId'>): string =>
  `/staff/awards/${row.publicId}`;

/** /staff, where staff land: every call of the tenant with its applications counted by status. */
export default function StaffAwardsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const calls = useSource('awards.staffCalls', {});
  const columns = useMemo<RecordColumn<StaffAwardRow>[]>(() => {
    const t = (id: string) => intl.formatMessage({ id: `awards.staff.${id}` });
    return [
      {
        id: 'name',
        label: t('call'),
        minWidth: 280,
        render: (row) => {
          const name = awardName({ award: row, locale });
          return (
            <AppLink className={styles.name} to={staffAwardRoute(row)} lang={name.lang}>
              {name.text}
            </AppLink>
          );
        },
      },
      { id: 'state', label: t('state'), render: (row) => <CallStateBadge isOpen={row.isOpen} /> },
      { id: 'deadline', label: t('deadline'), render: (row) => formatDay({ value: row.endDate, locale }) },
      ...REVIEWED_STATUSES.map((status) => ({
        id: status,
        label: intl.formatMessage({ id: `awards.status.${status}` }),
        minWidth: 96,
        render: (row: StaffAwardRow) => intl.formatNumber(row.counts[status]),
      })),
      {
        id: 'total',
        label: t('total'),
        minWidth: 96,
        render: (row: StaffAwardRow) => intl.formatNumber(row.applicationCount),
      },
    ];
  }, [intl, locale, styles.name]);
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'awards.staff.title' })}</Title2>
      <Body1>{intl.formatMessage({ id: 'awards.staff.intro' })}</Body1>
      <RecordTable
        label={intl.formatMessage({ id: 'awards.staff.title' })}
        columns={columns}
        rows={calls.data ?? []}
        isLoading={calls.isLoading}
        error={calls.error}
        onRetry={() => void calls.mutate()}
      />
    </section>
  );
}
