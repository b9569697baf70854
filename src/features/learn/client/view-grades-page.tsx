import { useId, useState } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
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
import { ChevronDownRegular, ChevronUpRegular, DocumentPdfRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { studentApi } from '../../../client/api/api-clients';
import { AppLink } from '../../../client/app/app-link';
import { isModuleEnabled, useEngineConfig, useLocale, useSource } from '../../../client/engine';
import { NARROW_QUERY, useMediaQuery } from '../../../client/engine/list/use-media-query';
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

const useSemesterStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toggleAll: { alignSelf: 'flex-end' },
  item: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  // The header button holds the name over its figures, both left-aligned and wrapping on phones.
  header: {
    height: 'auto',
    minHeight: '44px',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'start' },
  figures: { color: tokens.colorNeutralForeground2 },
  // Fluent indents panels; the cards and the table keep the page's full width instead.
  panel: { marginLeft: 0, marginRight: 0, paddingBottom: tokens.spacingVerticalM },
});

/**
 * The semesters, latest first, as sections that open and close; each header names the semester and
 * its figures, so the page still reads when they are closed. Phones open only the latest (a card
 * per course makes each long); wide screens open all, as a table row per course is short.
 */
function SemesterSections({ terms, results }: { terms: SemesterStanding[]; results: StudyResult[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useSemesterStyles();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const panelId = useId();
  const codes = terms.map((term) => term.semester);
  const [openItems, setOpenItems] = useState<string[]>(() => (isNarrow ? codes.slice(0, 1) : codes));
  const isAllOpen = codes.every((code) => openItems.includes(code));
  return (
    <div className={styles.root}>
      {codes.length > 1 ? (
        <Button
          appearance="subtle"
          className={styles.toggleAll}
          icon={isAllOpen ? <ChevronUpRegular /> : <ChevronDownRegular />}
          onClick={() => setOpenItems(isAllOpen ? [] : codes)}
        >
          {intl.formatMessage({ id: isAllOpen ? 'learn.grades.collapseAll' : 'learn.grades.expandAll' })}
        </Button>
      ) : null}
      <Accordion
        multiple
        collapsible
        openItems={openItems}
        onToggle={(_event, data) => setOpenItems(data.openItems as string[])}
      >
        {terms.map((term) => {
          const name = formatSemester({ semester: term.semester, locale });
          return (
            <AccordionItem key={term.semester} value={term.semester} className={styles.item}>
              <AccordionHeader
                as="h2"
                size="large"
                button={{ className: styles.header, 'aria-controls': `${panelId}-${term.semester}` }}
              >
                <span className={styles.heading}>
                  <Text size={500} weight="semibold">
                    {name}
                  </Text>
                  <Text size={300} className={styles.figures}>
                    {intl.formatMessage(
                      { id: 'learn.grades.semesterSummary' },
                      {
                        gpa: term.gpa.toFixed(2),
                        gpa10: term.gpa10.toFixed(2),
                        cpa: term.cpa.toFixed(2),
                        credits: term.passedCredits,
                      },
                    )}
                  </Text>
                </span>
              </AccordionHeader>
              <AccordionPanel id={`${panelId}-${term.semester}`} className={styles.panel}>
                <GradesSemesterTable
                  label={name}
                  results={results.filter((r) => r.semester === term.semester)}
                />
              </AccordionPanel>
            </AccordionItem>
          );
        })}
      </Accordion>
    </div>
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
