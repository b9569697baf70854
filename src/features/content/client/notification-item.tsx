import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Link as FluentLink,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../client/app/app-link';
import { formatDateTime } from '../../../core';
import type { Locale } from '../../../core';
import type { NotificationRow } from './notification-sources';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minWidth: 0,
  },
  dot: {
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    flexShrink: 0,
    backgroundColor: tokens.colorBrandBackground,
  },
  // Phones: the title on its own line, the category and date under it (side by side, the category
  // was squeezed into a pill three lines tall); one line from tablets up.
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flexGrow: 1,
    minWidth: 0,
    '@media (min-width: 640px)': {
      flexDirection: 'row',
      alignItems: 'center',
      gap: tokens.spacingHorizontalS,
    },
  },
  meta: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
  },
  badge: { whiteSpace: 'nowrap' },
  readDot: { backgroundColor: 'transparent' },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  unreadTitle: { fontWeight: tokens.fontWeightSemibold },
  date: { color: tokens.colorNeutralForeground3, flexShrink: 0, whiteSpace: 'nowrap' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  content: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const localized = ({ vi, en, locale }: { vi: string; en: string; locale: Locale }) =>
  locale === 'en' && en.trim() ? en : vi;

/** One notification: a header (unread dot, title, category, date) opening its text and link. */
export function NotificationItem({ row, locale }: { row: NotificationRow; locale: Locale }) {
  const intl = useIntl();
  const styles = useStyles();
  const title = localized({ vi: row.title, en: row.titleEn, locale });
  const content = localized({ vi: row.content, en: row.contentEn, locale });
  const category = intl.formatMessage({
    id: `content.notifications.category.${row.category}`,
    defaultMessage: row.category,
  });
  const openText = intl.formatMessage({ id: 'content.notifications.open' });
  return (
    <AccordionItem value={row.id}>
      <AccordionHeader expandIconPosition="end">
        <span className={styles.header}>
          <span
            className={mergeClasses(styles.dot, row.isRead && styles.readDot)}
            role="img"
            aria-label={intl.formatMessage({
              id: row.isRead ? 'content.notifications.read' : 'content.notifications.unread',
            })}
          />
          <span className={styles.body}>
            <Text className={mergeClasses(styles.title, !row.isRead && styles.unreadTitle)}>{title}</Text>
            <span className={styles.meta}>
              <Badge appearance="tint" color="informative" className={styles.badge}>
                {category}
              </Badge>
              <Text size={200} className={styles.date}>
                {formatDateTime({ value: row.createdAt, locale })}
              </Text>
            </span>
          </span>
        </span>
      </AccordionHeader>
      <AccordionPanel className={styles.panel}>
        {content.trim() ? <Text className={styles.content}>{content}</Text> : null}
        {row.link.startsWith('/') && !row.link.startsWith('//') ? (
          <AppLink to={row.link}>{openText}</AppLink>
        ) : null}
        {/^https?:\/\//i.test(row.link) ? (
          <FluentLink href={row.link} target="_blank" rel="noreferrer noopener">
            {openText}
          </FluentLink>
        ) : null}
      </AccordionPanel>
    </AccordionItem>
  );
}
