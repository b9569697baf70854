import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
  },
});

/** Previous/next paging with "page x of y" and the total row count. */
export function ListPager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <div
      className={styles.root}
      role="navigation"
      aria-label={intl.formatMessage({ id: 'engine.list.paging' })}
    >
      <Text size={200}>{intl.formatMessage({ id: 'engine.list.total' }, { total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={intl.formatMessage({ id: 'engine.list.previousPage' })}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <Text size={300} aria-live="polite">
        {intl.formatMessage({ id: 'engine.list.pageOf' }, { page, pageCount })}
      </Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={intl.formatMessage({ id: 'engine.list.nextPage' })}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      />
    </div>
  );
}
