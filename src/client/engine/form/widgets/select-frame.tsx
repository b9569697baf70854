import type { ReactNode } from 'react';
import { Field } from '@fluentui/react-components';
import { labelValue, SelectedOptionDescription } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

/**
 * What every select shows around its control: the labelled field (required mark, error state)
 * and, under it, the description rjsf gives the value chosen (`ui:enumDescriptions`).
 */
export function SelectFrame({
  props: {
    id,
    options,
    label,
    hideLabel,
    value,
    required,
    rawErrors = [],
    registry,
    uiSchema,
    multiple = false,
  },
  children,
}: {
  props: WidgetProps;
  children: ReactNode;
}) {
  return (
    <Field
      label={labelValue(label, hideLabel)}
      validationState={rawErrors.length ? 'error' : undefined}
      required={required}
    >
      {children}
      <SelectedOptionDescription
        id={id}
        multiple={multiple}
        options={options}
        registry={registry}
        uiSchema={uiSchema}
        value={value}
      />
    </Field>
  );
}
