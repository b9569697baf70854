import type { Locale } from '../../../core';
import type { FormConfig } from '../config-types';
import { isLocalized } from '../localized';

/**
 * What a form's root `"ui:options"` say about it, in the reader's language. Each text is given as
 * `{ vi, en }` or one text; when the form says nothing, the generic text is used instead.
 */
export type FormTexts = {
  /** The title of the dialog (and button) adding a record ("Thêm người thân"); null: "Thêm mới". */
  addTitle: string | null;
  /** The title of the dialog editing a record ("Sửa thông tin người thân"); null: "Sửa". */
  editTitle: string | null;
  /**
   * What a save says ("Đã lưu người thân {fullName}."), `{field}` filled from the sent data;
   * undefined: the generic toast.
   */
  savedText: (data: Readonly<Record<string, unknown>>) => string | undefined;
};

/** The form's `ui:options` text under `key`; null when it has none. */
const optionText = ({ form, key, locale }: { form: FormConfig; key: string; locale: Locale }) => {
  const options = form.uiSchema['ui:options'];
  if (options === null || typeof options !== 'object') return null;
  const text: unknown = (options as Record<string, unknown>)[key];
  if (isLocalized(text)) return text[locale];
  return typeof text === 'string' && text ? text : null;
};

/** The texts a form gives for its list dialog and its saved toast (`FormTexts`). */
export function formTexts({ form, locale }: { form: FormConfig; locale: Locale }): FormTexts {
  return {
    addTitle: optionText({ form, key: 'addTitle', locale }),
    editTitle: optionText({ form, key: 'editTitle', locale }),
    savedText: (data) => {
      const text = optionText({ form, key: 'savedText', locale });
      if (!text) return undefined;
      return text
        .replace(/\{(\w+)\}/g, (_match, field: string) => {
          const value = data[field];
          return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
        })
        .replace(/\s+([.,])/g, '$1');
    },
  };
}
