import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { TitleFieldProps } from '@rjsf/utils';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBlock: tokens.spacingVerticalXS,
  },
  title: { marginBlock: 0 },
});

/**
 * The title of one item of an array ("Thành tích 1"): a small heading under the array's own, not
 * the theme's large section title repeated for every item.
 */
export function ItemTitleField({ id, title, optionalDataControl }: TitleFieldProps) {
  const styles = useStyles();
  return (
    <div id={id} className={styles.root}>
      <Text as="h6" size={400} weight="semibold" className={styles.title}>
        {title}
      </Text>
      {optionalDataControl}
    </div>
  );
}
