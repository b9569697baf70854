import type { GriffelStyle } from '@fluentui/react-components';

/** Read by screen readers, not shown: the style rule for a makeStyles slot. */
export const VISUALLY_HIDDEN: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
