import { useMemo } from 'react';
import type { ComponentType } from 'react';
import { getUiOptions, isCustomWidget, isObject } from '@rjsf/utils';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ItemTitleField } from './item-title-field';

type ItemUiSchema = (item: unknown, index: number) => UiSchema;

/**
 * rjsf heads each array item with `<title>-<n>`, falling back to the property's name
 * (`achievements-1`) since the array's `ui:title` is not passed down. This wraps rjsf's array
 * field so every item of a list of one item shape gets a readable, localized title: the item's
 * own title (its `ui:title` or schema title), else the array's `"ui:options": { "itemTitle": ... }`,
 * else the array's title, followed by the item's number ("Thành tích 1"). An object item shows
 * it as a small heading (ItemTitleField), not as a section title. Tuples (`items` as a list) and
 * item ui schemas given as a function are left to rjsf.
 */
export function withItemTitles(ArrayField: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function ArrayFieldWithItemTitles(props: FieldProps) {
    const { schema, uiSchema, title, name, registry } = props;
    const intl = useIntl();
    const itemsUi = uiSchema?.items as unknown;
    const { schemaUtils } = registry;
    // Only arrays rendered item by item: a multi-select, files or custom widget reads
    // `uiSchema.items` as an object (enum names), so those keep it.
    const isItemByItem =
      isObject(schema.items) &&
      !Array.isArray(schema.items) &&
      !schemaUtils.isMultiSelect(schema) &&
      !schemaUtils.isFilesArray(schema, uiSchema) &&
      !isCustomWidget(uiSchema);
    const canTitle = isItemByItem && (itemsUi === undefined || isObject(itemsUi));
    const arrayOptions = getUiOptions(uiSchema);
    const arrayTitle = arrayOptions.itemTitle ?? arrayOptions.title ?? schema.title ?? title ?? name;
    const itemSchemaTitle = canTitle
      ? schemaUtils.retrieveSchema(schema.items as RJSFSchema).title
      : undefined;

    const titledUiSchema = useMemo(() => {
      if (!canTitle) return undefined;
      const itemUi = (itemsUi ?? {}) as UiSchema;
      const ownTitle = getUiOptions(itemUi).title ?? itemSchemaTitle;
      const base = typeof ownTitle === 'string' && ownTitle ? ownTitle : String(arrayTitle ?? '');
      const byIndex = new Map<number, UiSchema>();
      const items: ItemUiSchema = (_item, index) => {
        let itemUiSchema = byIndex.get(index);
        if (!itemUiSchema) {
          const itemTitle = base
            ? intl.formatMessage({ id: 'engine.form.arrayItemTitle' }, { title: base, number: index + 1 })
            : intl.formatMessage({ id: 'engine.form.arrayItemNumber' }, { number: index + 1 });
          const options = isObject(itemUi['ui:options']) ? { ...itemUi['ui:options'] } : undefined;
          if (options && 'title' in options) options.title = itemTitle;
          itemUiSchema = {
            'ui:TitleFieldTemplate': ItemTitleField,
            ...itemUi,
            'ui:title': itemTitle,
            ...(options ? { 'ui:options': options } : {}),
          };
          // The same object for the same item, so rjsf's memoized items do not re-render for nothing.
          byIndex.set(index, itemUiSchema);
        }
        return itemUiSchema;
      };
      return { ...uiSchema, items } as UiSchema;
    }, [canTitle, itemsUi, itemSchemaTitle, arrayTitle, uiSchema, intl]);

    return titledUiSchema ? <ArrayField {...props} uiSchema={titledUiSchema} /> : <ArrayField {...props} />;
  }
  return ArrayFieldWithItemTitles;
}
