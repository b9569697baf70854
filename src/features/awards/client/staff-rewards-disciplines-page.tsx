import { Body1, makeStyles, Tab, Title2, Title3, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ArrowTabList, useSource } from '../../../client/engine';
import { useDisciplineColumns, useRewardColumns } from './record-columns';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordSubject } from './sources';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/**
 * /staff/rewards-disciplines: the rewards and disciplines of staff, and separately those of
 * students (SPEC §6: the two lists are separate); staff first.
 */
export default function StaffRewardsDisciplinesPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [query, setQuery] = useSearchParams();
  const subject: RecordSubject = query.get('subject') === 'student' ? 'student' : 'staff';
  const rewards = useSource('awards.rewards', { subject });
  const disciplines = useSource('awards.disciplines', { subject });
  const rewardColumns = useRewardColumns({ withPerson: true });
  const disciplineColumns = useDisciplineColumns({ withPerson: true, subject });
  const t = (id: string) => intl.formatMessage({ id: `awards.staffRecords.${id}` });
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('title')}</Title2>
      <Body1>{t('intro')}</Body1>
      <ArrowTabList
        selectedValue={subject}
        aria-label={t('subject')}
        onTabSelect={(_event, data) =>
          setQuery(data.value === 'student' ? { subject: 'student' } : {}, { replace: true })
        }
      >
        <Tab value="staff">{t('staff')}</Tab>
        <Tab value="student">{t('students')}</Tab>
      </ArrowTabList>
      <div className={styles.section}>
        <Title3 as="h2">{t(`rewards.${subject}`)}</Title3>
        <RecordTable
          label={t(`rewards.${subject}`)}
          columns={rewardColumns}
          rows={rewards.data?.data ?? []}
          isLoading={rewards.isLoading}
          error={rewards.error}
          onRetry={() => void rewards.mutate()}
        />
      </div>
      <div className={styles.section}>
        <Title3 as="h2">{t(`disciplines.${subject}`)}</Title3>
        <RecordTable
          label={t(`disciplines.${subject}`)}
          columns={disciplineColumns}
          rows={disciplines.data?.data ?? []}
          isLoading={disciplines.isLoading}
          error={disciplines.error}
          onRetry={() => void disciplines.mutate()}
        />
      </div>
    </section>
  );
}
