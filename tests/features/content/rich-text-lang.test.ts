import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/features/content/server/sanitize-rich-text';

describe('rich text sanitizer: languages', () => {
  it('keeps lang on a passage in another language (screen readers, the English walk)', () => {
    expect(sanitizeRichText('<p>Choose <em lang="vi">Tiếng Việt</em> or English</p>')).toBe(
      '<p>Choose <em lang="vi">Tiếng Việt</em> or English</p>',
    );
  });
});
