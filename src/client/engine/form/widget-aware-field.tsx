import { useCallback } from 'react';
import type { ComponentType } from 'react';
import { getUiOptions } from '@rjsf/utils';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getWidget, hasWidget } from '../widget-registry';

function ownErrors(errorSchema: ErrorSchema | undefined): string[] {
  return (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
}

/** Messages of the parts of a value (e.g. an address's ward); rjsf's template shows only the value's own. */
function nestedErrors(errorSchema: ErrorSchema | undefined): string[] {
  if (!errorSchema) return [];
  return Object.entries(errorSchema)
    .filter(([key]) => key !== '__errors')
    .flatMap(([, child]) => [...ownErrors(child as ErrorSchema), ...nestedErrors(child as ErrorSchema)]);
}

/**
 * rjsf ignores `ui:widget` on object and array fields; engine widgets whose value is an object
 * (address) or a list (several files) need it. This wraps rjsf's field: when the ui schema names
 * an engine widget, the widget renders the whole value; otherwise rjsf's own field does. The
 * widget gets its parts' error messages as `options.nestedErrors` to show beside them.
 */
export function withEngineWidgets(DefaultField: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function EngineWidgetField(props: FieldProps) {
    const {
      schema,
      uiSchema,
      name,
      fieldPathId,
      formData,
      required,
      disabled,
      readonly,
      autofocus,
      onChange,
      onBlur,
      onFocus,
      registry,
      errorSchema,
      hideError,
      title,
    } = props;
    const { widget, placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
    const onWidgetChange = useCallback(
      (value: unknown) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id),
      [onChange, fieldPathId],
    );
    if (typeof widget !== 'string' || !hasWidget(widget)) return <DefaultField {...props} />;
    const Widget = getWidget(widget);
    return (
      <Widget
        id={fieldPathId.$id}
        htmlName={fieldPathId.name}
        name={name}
        schema={schema}
        uiSchema={uiSchema}
        options={{ ...options, nestedErrors: nestedErrors(errorSchema) }}
        label={String(uiTitle ?? title ?? schema.title ?? name)}
        hideLabel={false}
        hideError={hideError}
        value={formData}
        onChange={onWidgetChange}
        onBlur={onBlur}
        onFocus={onFocus}
        required={required}
        disabled={Boolean(disabled)}
        readonly={Boolean(readonly)}
        autofocus={autofocus}
        registry={registry}
        placeholder={String(placeholder)}
        rawErrors={ownErrors(errorSchema)}
      />
    );
  }
  return EngineWidgetField;
}
