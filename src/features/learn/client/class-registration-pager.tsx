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
  },
});

/** Previous / next over the class list's pages, with "page x of y". */
export function ClassRegistrationPager({
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.root} aria-label={intl.formatMessage({ id: 'learn.classReg.pager' })}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {intl.formatMessage({ id: 'learn.classReg.previousPage' })}
      </Button>
      <Text aria-live="polite" data-testid="class-page">
        {intl.formatMessage({ id: 'learn.classReg.pageOf' }, { page, pages })}
      </Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {intl.formatMessage({ id: 'learn.classReg.nextPage' })}
      </Button>
    </nav>
  );
}
