import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { Project } from '../../../generated';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  size: { color: tokens.colorNeutralForeground3 },
});

/** The project's own files (SPEC §3: thesis, slides, source, introduction, proposal). */
const FILES = [
  { kind: 'thesis', url: 'thesisUrl', size: 'thesisSize' },
  { kind: 'slides', url: 'slidesUrl', size: 'slidesSize' },
  { kind: 'source', url: 'sourceUrl', size: 'sourceSize' },
  { kind: 'introduce', url: 'introduceUrl', size: 'introduceSize' },
  { kind: 'proposal', url: 'proposal', size: 'proposalSize' },
] as const;

function formatSize(bytes: number): string {
  if (!bytes || bytes <= 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Links to the project's files that exist (downloads only for those allowed: the server checks). */
export function ProjectFiles({ project }: { project: Project }) {
  const intl = useIntl();
  const styles = useStyles();
  const present = FILES.filter((file) => Boolean(project[file.url]));
  if (present.length === 0) return <Text>{intl.formatMessage({ id: 'project.files.none' })}</Text>;
  return (
    <ul className={styles.list}>
      {present.map((file) => {
        const size = formatSize(Number(project[file.size]));
        return (
          <li key={file.kind} className={styles.item}>
            <DocumentRegular aria-hidden="true" />
            <Link href={String(project[file.url])} target="_blank" rel="noreferrer noopener">
              {intl.formatMessage({ id: `project.files.${file.kind}` })}
            </Link>
            {size ? <Text className={styles.size}>{size}</Text> : null}
          </li>
        );
      })}
    </ul>
  );
}
