import { getDefaultRegistry } from '@rjsf/core';
import {
  englishStringTranslator,
  hasWidget as rjsfHasWidget,
  replaceStringParameters,
  TranslatableString,
} from '@rjsf/utils';
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import { getWidget, hasWidget, registeredWidgets } from '../widget-registry';
import { withItemTitles } from './array-item-titles';
import { FLUENT_WIDGETS } from './fluent-form';
import './built-in-widgets';
import { usedWidgets } from './localize-ui-schema';
import { withEngineWidgets } from './widget-aware-field';

const defaultRegistry = getDefaultRegistry();

/** rjsf fields with object/array values able to use engine widgets; array items titled "<title> <n>". */
export const ENGINE_FIELDS: RegistryFieldsType = {
  ObjectField: withEngineWidgets(defaultRegistry.fields.ObjectField),
  ArrayField: withEngineWidgets(withItemTitles(defaultRegistry.fields.ArrayField)),
};

/** Widgets handed to rjsf: every registered engine widget; ours also replaces rjsf's date input. */
export function engineWidgets(): RegistryWidgetsType {
  return { ...registeredWidgets(), DateWidget: getWidget('date') } as RegistryWidgetsType;
}

const SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;

/** Throws `Unknown widget "<name>"` for a ui:widget that is neither an engine nor an rjsf widget. */
export function assertKnownWidgets(uiSchema: unknown): void {
  const rjsfWidgets = { ...defaultRegistry.widgets, ...FLUENT_WIDGETS } as RegistryWidgetsType;
  for (const name of usedWidgets(uiSchema)) {
    if (hasWidget(name)) continue;
    const isRjsfWidget = SCHEMA_TYPES.some((type) =>
      rjsfHasWidget({ type } as RJSFSchema, name, rjsfWidgets),
    );
    if (!isRjsfWidget) throw new Error(`Unknown widget "${name}"`);
  }
}

const KEY_OF = new Map<string, string>(Object.entries(TranslatableString).map(([key, text]) => [text, key]));

/** rjsf's own texts (buttons, array labels) in the user's language. */
export function createStringTranslator(intl: IntlShape) {
  return (text: TranslatableString, params?: string[]): string => {
    const id = `engine.form.rjsf.${KEY_OF.get(text) ?? ''}`;
    if (!Object.hasOwn(intl.messages, id)) return englishStringTranslator(text, params);
    return replaceStringParameters(intl.formatMessage({ id }), params);
  };
}
