import type { Locale } from '../../../core';
import type { FormConfig } from '../config-types';
import { isLocalized } from '../localized';

/**
 * What a form's ui schema may say about the dialog a list page opens it in, and what a saved form
 * says (`savedText`: "Đã lưu người thân {fullName}.", filled from the sent data).
 */
export type FormDialogTextKey = 'addTitle' | 'editTitle' | 'savedText';

/**
 * A list dialog's text from the form's root `"ui:options"` (`addTitle`: "Thêm người thân",
 * `editTitle`: "Sửa thông tin người thân"), given as `{ vi, en }` or one text; null when the form
 * says nothing, so the list's generic text ("Thêm mới", "Sửa") is used.
 */
export function formDialogText({
  form,
  key,
  locale,
}: {
  form: FormConfig;
  key: FormDialogTextKey;
  locale: Locale;
}): string | null {
  const options = form.uiSchema['ui:options'];
  if (options === null || typeof options !== 'object') return null;
  const text: unknown = (options as Record<string, unknown>)[key];
  if (isLocalized(text)) return text[locale];
  return typeof text === 'string' && text ? text : null;
}

/** The form's `savedText` with `{field}` filled from the sent data; undefined when it has none. */
export function formSavedText({
  form,
  data,
  locale,
}: {
  form: FormConfig;
  data: Readonly<Record<string, unknown>>;
  locale: Locale;
}): string | undefined {
  const text = formDialogText({ form, key: 'savedText', locale });
  if (!text) return undefined;
  return text
    .replace(/\{(\w+)\}/g, (_match, field: string) => {
      const value = data[field];
      return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    })
    .replace(/\s+([.,])/g, '$1');
}
