import { useId } from 'react';
import type { ReactNode } from 'react';
import { Body1, makeStyles, Tab, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { ArrowTabList, isModuleEnabled, useEngineConfig, useSource } from '../../../client/engine';
import { useDecisionColumns, useDisciplineColumns, useRewardColumns } from './record-columns';
import { RecordTable } from '../../../client/engine/list/record-table';

const TABS = ['rewards', 'disciplines', 'decisions'] as const;
type TabName = (typeof TABS)[number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  panel: { minWidth: 0 },
  // Under the list's own empty text, which is padded already.
  hint: { display: 'block', textAlign: 'center' },
});

/**
 * /rewards-disciplines: my rewards, my disciplines and the issued decisions naming me, one tab
 * each. An empty tab keeps the list's empty text and says under it what will be listed there (a
 * first-year has none yet); under rewards, with a link to the scholarship calls.
 */
export default function RewardsDisciplinesPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const idBase = useId();
  const [query, setQuery] = useSearchParams();
  const asked = query.get('tab') as TabName | null;
  const tab: TabName = asked && TABS.includes(asked) ? asked : 'rewards';
  const rewards = useSource('awards.rewards', { subject: 'student' });
  const disciplines = useSource('awards.disciplines', { subject: 'student' });
  const decisions = useSource('awards.decisions', {});
  const rewardColumns = useRewardColumns({ withPerson: false });
  const disciplineColumns = useDisciplineColumns({ withPerson: false, subject: 'student' });
  const decisionColumns = useDecisionColumns();
  const sources = { rewards, disciplines, decisions };
  const countOf = (name: TabName) => sources[name].data?.total;
  const isEmpty = countOf(tab) === 0 && !sources[tab].error;
  const label = (name: TabName) => intl.formatMessage({ id: `awards.records.tab.${name}` });
  const hasScholarships = isModuleEnabled({ config, module: 'scholarship' });
  const emptyHint = (
    <Text className={styles.hint}>
      {intl.formatMessage({ id: `awards.records.emptyHint.${tab}` })}
      {tab === 'rewards' && hasScholarships ? (
        <>
          {' '}
          {intl.formatMessage(
            { id: 'awards.records.emptyHint.scholarships' },
            { link: (chunks: ReactNode[]) => <AppLink to="/scholarship">{chunks}</AppLink> },
          )}
        </>
      ) : null}
    </Text>
  );
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'awards.records.title' })}</Title2>
      <Body1>{intl.formatMessage({ id: 'awards.records.intro' })}</Body1>
      <ArrowTabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_event, data) =>
          setQuery(data.value === 'rewards' ? {} : { tab: String(data.value) }, { replace: true })
        }
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} id={`${idBase}-${name}`} aria-controls={`${idBase}-panel`}>
            {countOf(name) === undefined ? label(name) : `${label(name)} (${countOf(name)})`}
          </Tab>
        ))}
      </ArrowTabList>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-${tab}`}
        className={styles.panel}
      >
        {tab === 'rewards' ? (
          <RecordTable
            label={label('rewards')}
            columns={rewardColumns}
            rows={rewards.data?.data ?? []}
            isLoading={rewards.isLoading}
            error={rewards.error}
            onRetry={() => void rewards.mutate()}
          />
        ) : tab === 'disciplines' ? (
          <RecordTable
            label={label('disciplines')}
            columns={disciplineColumns}
            rows={disciplines.data?.data ?? []}
            isLoading={disciplines.isLoading}
            error={disciplines.error}
            onRetry={() => void disciplines.mutate()}
          />
        ) : (
          <RecordTable
            label={label('decisions')}
            columns={decisionColumns}
            rows={decisions.data?.data ?? []}
            isLoading={decisions.isLoading}
            error={decisions.error}
            onRetry={() => void decisions.mutate()}
          />
        )}
        {isEmpty ? emptyHint : null}
      </div>
    </section>
  );
}
