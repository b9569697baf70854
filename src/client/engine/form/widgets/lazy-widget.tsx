import { Input, Label, makeStyles } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { lazyComponent } from '../../lazy-component';
import type { EngineWidget } from '../../widget-registry';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '2px' } });

/** The field's label and an idle box while its widget's code loads. */
function WidgetPlaceholder({ id, label, hideLabel, required }: WidgetProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
      )}
      <Input id={id} disabled />
    </div>
  );
}

/**
 * A widget whose code (and the Fluent parts only it draws with, such as the searchable
 * comboboxes of the address and bank pickers) loads with the first form that uses it, so forms
 * without it do not download it.
 */
export function lazyWidget(load: () => Promise<EngineWidget>): EngineWidget {
  return lazyComponent(load, (props) => <WidgetPlaceholder {...props} />);
}
