import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { NARROW_QUERY, useMediaQuery } from './list/use-media-query';

/** One section: its key, the heading, a line of figures under it (read when closed) and the content. */
export type CollapsibleSection = { value: string; title: ReactNode; summary?: ReactNode; content: ReactNode };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toggleAll: { alignSelf: 'flex-end' },
  item: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  // The header button holds the title over its figures, both left-aligned and wrapping on phones.
  header: {
    height: 'auto',
    minHeight: '44px',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'start' },
  summary: { color: tokens.colorNeutralForeground2 },
  // Fluent indents panels; cards and tables keep the page's full width instead.
  panel: { marginLeft: 0, marginRight: 0, paddingBottom: tokens.spacingVerticalM },
});

/**
 * Sections that open and close, each an h2 whose figures still read when it is closed, with an
 * "expand all / collapse all" button. Phones open only `openOnPhones` (a card per row makes each
 * section long); wide screens open every section, as a table row is short.
 */
export function CollapsibleSections({
  sections,
  openOnPhones,
  expandAllText,
  collapseAllText,
}: {
  sections: readonly CollapsibleSection[];
  openOnPhones: readonly string[];
  expandAllText: string;
  collapseAllText: string;
}) {
  const styles = useStyles();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const panelId = useId();
  const values = sections.map((section) => section.value);
  const [openItems, setOpenItems] = useState<string[]>(() => (isNarrow ? [...openOnPhones] : values));
  const isAllOpen = values.every((value) => openItems.includes(value));
  return (
    <div className={styles.root}>
      {values.length > 1 ? (
        <Button
          appearance="subtle"
          className={styles.toggleAll}
          icon={isAllOpen ? <ChevronUpRegular /> : <ChevronDownRegular />}
          onClick={() => setOpenItems(isAllOpen ? [] : values)}
        >
          {isAllOpen ? collapseAllText : expandAllText}
        </Button>
      ) : null}
      <Accordion
        multiple
        collapsible
        openItems={openItems}
        onToggle={(_event, data) => setOpenItems(data.openItems as string[])}
      >
        {sections.map((section) => (
          <AccordionItem key={section.value} value={section.value} className={styles.item}>
            <AccordionHeader
              as="h2"
              size="large"
              button={{ className: styles.header, 'aria-controls': `${panelId}-${section.value}` }}
            >
              <span className={styles.heading}>
                <Text size={500} weight="semibold">
                  {section.title}
                </Text>
                {section.summary ? (
                  <Text size={300} className={styles.summary}>
                    {section.summary}
                  </Text>
                ) : null}
              </span>
            </AccordionHeader>
            <AccordionPanel id={`${panelId}-${section.value}`} className={styles.panel}>
              {section.content}
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
