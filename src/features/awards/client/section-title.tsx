import { Divider, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { TitleFieldProps } from '@rjsf/utils';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0, flexGrow: 1 },
});

/**
 * The title of a group of fields in the apply form (e.g. the achievements list) as an h3 under
 * the page's "Đơn đăng ký" h2: the theme's own title is an h5, which skips heading levels.
 */
export function SectionTitle({ id, title, optionalDataControl }: TitleFieldProps) {
  const styles = useStyles();
  return (
    <div id={id} className={styles.root}>
      <div className={styles.row}>
        <Subtitle2 as="h3" className={styles.title}>
          {title}
        </Subtitle2>
        {optionalDataControl}
      </div>
      <Divider />
    </div>
  );
}
