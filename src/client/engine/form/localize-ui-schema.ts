import type { IntlShape } from 'react-intl';
import type { Locale } from '../../../core';
import { isLocalized } from '../localized';

/** ui keys whose text may be given as a message id (`"ui:titleId": "forms.bank.name"`) or as `{ vi, en }`. */
const TEXT_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A copy of a ui schema with its texts in the user's language: `ui:<text>Id` message ids become
 * `ui:<text>`, and `{ vi, en }` texts (also inside `ui:options` and `ui:submitButtonOptions`)
 * become plain strings.
 */
export function localizeUiSchema({
  uiSchema,
  intl,
  locale,
}: {
  uiSchema: unknown;
  intl: IntlShape;
  locale: Locale;
}): Node {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isNode(node)) return node;
    if (isLocalized(node)) return node[locale];
    const copy: Node = {};
    for (const [key, value] of Object.entries(node)) {
      // Configured error messages keep every language: the error translator picks one.
      copy[key] = key === 'ui:errorMessage' || key === 'errorMessage' ? value : visit(value);
    }
    for (const key of TEXT_KEYS) {
      const id = node[`${key}Id`];
      if (typeof id === 'string') {
        copy[key] = intl.formatMessage({ id });
        delete copy[`${key}Id`];
      }
    }
    return copy;
  };
  const result = visit(uiSchema ?? {});
  return isNode(result) ? result : {};
}

/** Every `ui:widget` name used in a ui schema (with its dotted path, for messages). */
export function usedWidgets(uiSchema: unknown): string[] {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') names.push(value);
      else if (key === 'ui:options' && isNode(value) && typeof value.widget === 'string')
        names.push(value.widget);
      else visit(value);
    }
  };
  visit(uiSchema);
  return names;
}
