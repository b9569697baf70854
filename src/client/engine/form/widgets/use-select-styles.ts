import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A native select's colours: empty, it shows its placeholder in the placeholder colour; its
 * choices (in the opened list too) in the text colour.
 */
export const useSelectStyles = makeStyles({
  placeholder: { color: tokens.colorNeutralForeground4 },
  option: { color: tokens.colorNeutralForeground1 },
});
