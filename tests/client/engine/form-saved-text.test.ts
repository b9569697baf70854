import { describe, expect, it } from 'vitest';
import { formTexts } from '../../../src/client/engine/form/form-texts';
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
    expect(formTexts({ form: saved, locale: 'vi' }).savedText({ fullName: ' Trần Văn A ' })).toBe(
      'Đã lưu người thân Trần Văn A.',
    );
    expect(formTexts({ form: saved, locale: 'en' }).savedText({ fullName: 'Trần Văn A' })).toBe(
      'Saved relative Trần Văn A.',
    );
    // A field left empty leaves no stray space before the full stop.
    expect(formTexts({ form: saved, locale: 'vi' }).savedText({})).toBe('Đã lưu người thân.');
  });
  it('says nothing of its own when the form has no savedText (the generic toast shows)', () => {
    expect(formTexts({ form: form(), locale: 'vi' }).savedText({ fullName: 'A' })).toBeUndefined();
  });
});

describe('a form names its list dialog', () => {
  it('reads addTitle and editTitle as { vi, en } or one text', () => {
    const titled = form({ addTitle: { vi: 'Thêm người thân', en: 'Add a relative' }, editTitle: 'Sửa' });
    expect(formTexts({ form: titled, locale: 'en' })).toMatchObject({
      addTitle: 'Add a relative',
      editTitle: 'Sửa',
    });
    expect(formTexts({ form: titled, locale: 'vi' }).addTitle).toBe('Thêm người thân');
  });
  it('gives null when the form names nothing (the list’s generic title shows)', () => {
    expect(formTexts({ form: form(), locale: 'vi' })).toMatchObject({ addTitle: null, editTitle: null });
    expect(formTexts({ form: form({ addTitle: '' }), locale: 'vi' }).addTitle).toBeNull();
  });
});
