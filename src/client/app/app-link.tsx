import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    // Underlined, not told apart by colour alone: in a line of text (home's "My profile") the
    // brand colour is too close to the text's (WCAG 1.4.1, axe link-in-text-block).
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** A router link with Fluent's link colours (Fluent's own Link cannot render a router Link). */
export function AppLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return (
    <Link
      {...props}
      className={mergeClasses(styles.link, typeof className === 'string' ? className : undefined)}
    />
  );
}
