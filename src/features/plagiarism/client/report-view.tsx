import { Link, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { Excerpt, PlagiarismReport } from '../../../generated/index';
import { reportPdfUrl } from './plagiarism-api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  sources: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    // Stacked on phones (< 600 px): each text keeps the full width.
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  label: { display: 'block', fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  score: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold },
});

const percent = (value: number) => `${(Math.max(0, value) * 100).toFixed(1)} %`;

function Side({ title, excerpt, lang }: { title: string; excerpt: Excerpt; lang?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.side} lang={lang}>
      <Text className={styles.label}>{title}</Text>
      <Text>
        {excerpt.before}
        <mark className={styles.mark}>{excerpt.text}</mark>
        {excerpt.after}
      </Text>
    </div>
  );
}

/** A finished check: overall similarity, sources, each passage beside its source passage. */
export function ReportView({ report }: { report: PlagiarismReport }) {
  const intl = useIntl();
  const styles = useStyles();
  const { check, passages } = report;
  return (
    <section className={styles.root} aria-labelledby="plagiarism-report-title">
      <Title3 as="h2" id="plagiarism-report-title">
        {intl.formatMessage({ id: 'plagiarism.report.title' }, { title: check.title })}
      </Title3>
      <Text>
        {intl.formatMessage({ id: 'plagiarism.report.similarity' })}{' '}
        <span className={styles.score}>{percent(check.similarity)}</span>{' '}
        {intl.formatMessage(
          { id: 'plagiarism.report.words' },
          { matched: report.matchedWords, total: check.wordCount },
        )}
      </Text>
      <Link href={reportPdfUrl(check.id)} download>
        <ArrowDownloadRegular aria-hidden /> {intl.formatMessage({ id: 'plagiarism.report.pdf' })}
      </Link>
      <Title3 as="h3">{intl.formatMessage({ id: 'plagiarism.report.sources' })}</Title3>
      {check.sources.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'plagiarism.report.noSources' })}</Text>
      ) : (
        <ol className={styles.sources}>
          {check.sources.map((source) => (
            <li key={source.documentId}>
              <Text lang="vi">{source.title}</Text>
              <Text>
                {' '}
                — {source.author}
                {source.period ? ` (${source.period})` : ''}: <strong>{percent(source.similarity)}</strong>
              </Text>
            </li>
          ))}
        </ol>
      )}
      {passages.length > 0 && (
        <Title3 as="h3">
          {intl.formatMessage({ id: 'plagiarism.report.passages' }, { count: passages.length })}
        </Title3>
      )}
      {passages.map((passage, index) => (
        <div
          key={index}
          className={styles.pair}
          role="group"
          aria-label={intl.formatMessage(
            { id: 'plagiarism.report.passage' },
            { index: index + 1, words: passage.words },
          )}
        >
          <Side title={intl.formatMessage({ id: 'plagiarism.report.yours' })} excerpt={passage.checked} />
          <Side
            title={intl.formatMessage(
              { id: 'plagiarism.report.source' },
              { index: passage.sourceIndex + 1, title: check.sources[passage.sourceIndex]?.title ?? '' },
            )}
            excerpt={passage.source}
            lang="vi"
          />
        </div>
      ))}
    </section>
  );
}
