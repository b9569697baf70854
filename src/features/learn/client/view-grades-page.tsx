import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { AppLink } from '../../../client/app/app-link';
import { isModuleEnabled, useEngineConfig, useLocale, useSource } from '../../../client/engine';
import { CollapsibleSections } from '../../../client/engine/collapsible-sections';
import { formatSemester } from '../../../core';
import type { SemesterStanding, StudyResult } from '../../../generated';
import { GradesCreditNote } from './credits/credit-explanation';
import { GpaTrendChart } from './gpa-trend-chart';
import { GradesSemesterTable } from './grades-semester-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cards: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  card: { minWidth: '150px' },
});

/**
 * The semesters, latest first, as sections that open and close; each header names the semester and
 * its figures, so the page still reads when they are closed. Phones open only the latest.
 */
function SemesterSections({ terms, results }: { terms: SemesterStanding[]; results: StudyResult[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <CollapsibleSections
      openOnPhones={terms.slice(0, 1).map((term) => term.semester)}
      expandAllText={intl.formatMessage({ id: 'learn.grades.expandAll' })}
      collapseAllText={intl.formatMessage({ id: 'learn.grades.collapseAll' })}
      sections={terms.map((term) => {
        const name = formatSemester({ semester: term.semester, locale });
        return {
          value: term.semester,
          title: name,
          summary: intl.formatMessage(
            { id: 'learn.grades.semesterSummary' },
            {
              gpa: term.gpa.toFixed(2),
              gpa10: term.gpa10.toFixed(2),
              cpa: term.cpa.toFixed(2),
              credits: term.passedCredits,
            },
          ),
          content: (
            <GradesSemesterTable label={name} results={results.filter((r) => r.semester === term.semester)} />
          ),
        };
      })}
    />
  );
}

/** /learn/view-grades: GPA/CPA per semester and cumulative on the 4 and 10 scales, trend, marks, transcript PDF. */
export default function ViewGradesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const hasProgramPage =
    !!config.pages?.['/learn/education-program'] && isModuleEnabled({ config, module: 'educationProgram' });
  const aggregate = useSource('learn.aggregate', {});
  const results = useSource('learn.studyResults', {});
  if (aggregate.error || results.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{intl.formatMessage({ id: 'learn.error' })}</MessageBarBody>
      </MessageBar>
    );
  if (!aggregate.data || !results.data) return <Spinner />;
  const summary = aggregate.data;
  const rows = results.data.data;
  const semesters = [...summary.semesters].reverse();
  // A first-year before the first marks: say so, instead of zero CPA cards and an empty chart.
  if (rows.length === 0 && semesters.length === 0)
    return (
      <div className={styles.root}>
        <Title2 as="h1">{intl.formatMessage({ id: 'learn.grades.title' })}</Title2>
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'learn.grades.none' })}</MessageBarBody>
        </MessageBar>
        <AppLink to="/learn/timetable" style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'learn.grades.noneLink' })}
        </AppLink>
      </div>
    );
  return (
    <div className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'learn.grades.title' })}</Title2>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <Text size={200}>CPA (4)</Text>
          <Text size={600} weight="bold" data-testid="cpa4">
            {summary.cpa.toFixed(2)}
          </Text>
        </Card>
        <Card className={styles.card}>
          <Text size={200}>CPA (10)</Text>
          <Text size={600} weight="bold">
            {summary.cpa10.toFixed(2)}
          </Text>
        </Card>
        <Card className={styles.card}>
          <Text size={200}>{intl.formatMessage({ id: 'learn.grades.credits' })}</Text>
          <Text size={600} weight="bold">
            {summary.accumulatedCredits}
          </Text>
        </Card>
        <Card className={styles.card}>
          <Text size={200}>{intl.formatMessage({ id: 'learn.grades.ranking' })}</Text>
          <Text size={600} weight="bold">
            {locale === 'en' ? summary.rankingEn : summary.ranking}
          </Text>
        </Card>
      </div>
      <GradesCreditNote results={rows} />
      {hasProgramPage ? (
        <AppLink to="/learn/education-program" style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'learn.credits.programLink' })}
        </AppLink>
      ) : null}
      <Button
        as="a"
        href={`${studentApi.getBaseUrl()}/api/v1/academic-result/transcript.pdf`}
        target="_blank"
        icon={<DocumentPdfRegular />}
        style={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'learn.grades.transcript' })}
      </Button>
      <GpaTrendChart points={summary.semesters} />
      <SemesterSections terms={semesters} results={rows} />
    </div>
  );
}
