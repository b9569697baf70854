import { describe, expect, it } from 'vitest';
import { formSavedText } from '../../../src/client/engine/list/form-dialog-texts';
import type { FormConfig } from '../../../src/client/engine';

const form = (options?: Record<string, unknown>): FormConfig =>
  ({
    schema: { type: 'object' },
    uiSchema: options ? { 'ui:options': options } : {},
    submit: 'test.save',
  }) as unknown as FormConfig;

describe('a saved form says what it saved', () => {
  it('fills the form’s savedText from the sent data, in the reader’s language', () => {
    const saved = form({
      savedText: { vi: 'Đã lưu người thân {fullName}.', en: 'Saved relative {fullName}.' },
    });
    expect(formSavedText({ form: saved, data: { fullName: ' Trần Văn A ' }, locale: 'vi' })).toBe(
      'Đã lưu người thân Trần Văn A.',
    );
    expect(formSavedText({ form: saved, data: { fullName: 'Trần Văn A' }, locale: 'en' })).toBe(
      'Saved relative Trần Văn A.',
    );
    // A field left empty leaves no stray space before the full stop.
    expect(formSavedText({ form: saved, data: {}, locale: 'vi' })).toBe('Đã lưu người thân.');
  });
  it('says nothing of its own when the form has no savedText (the generic toast shows)', () => {
    expect(formSavedText({ form: form(), data: { fullName: 'A' }, locale: 'vi' })).toBeUndefined();
  });
});
