import { describe, expect, it } from 'vitest';
import { searchPattern, toSearchText } from '../../../src/core/search-text';
import { sanitizeRichText } from '../../../src/features/content/server/sanitize-rich-text';

describe('search text', () => {
  it('drops Vietnamese accents and case so plain typing matches', () => {
    expect(toSearchText('HỌC PHÍ', 'Đăng  ký\nhọc phần')).toBe('hoc phi dang ky hoc phan');
    expect(toSearchText('Nguyễn Thị Đoàn')).toBe(toSearchText('nguyen thi doan'));
  });

  it('takes LIKE wildcards in a search literally', () => {
    expect(searchPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(searchPattern('Học Phí')).toBe('%hoc phi%');
  });
});

describe('rich text sanitizer', () => {
  it('keeps formatting and removes scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<h2>Tiêu đề</h2><p style="color:red" onclick="x()">Nội <strong>dung</strong><script>alert(1)</script></p><a href="javascript:alert(1)">a</a><img src="https://unigate.vn/a.png" onerror="x()"><iframe src="https://evil"></iframe>',
    );
    expect(html).toBe(
      '<h2>Tiêu đề</h2><p>Nội <strong>dung</strong></p><a>a</a><img src="https://unigate.vn/a.png" />',
    );
  });

  it('makes new-tab links safe and keeps relative and mail links', () => {
    expect(sanitizeRichText('<a href="https://x.vn" target="_blank">x</a>')).toBe(
      '<a href="https://x.vn" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeRichText('<a href="/students/tuition">Học phí</a> <a href="mailto:ctsv@hust.edu.vn">thư</a>'),
    ).toBe('<a href="/students/tuition">Học phí</a> <a href="mailto:ctsv@hust.edu.vn">thư</a>');
    expect(sanitizeRichText('')).toBe('');
  });
});
