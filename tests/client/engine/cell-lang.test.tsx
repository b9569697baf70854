import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../src/client/engine/format/cell-formats';
import { ProfileFacts } from '../../../src/client/pages/profile-facts';

const record = {
  fullName: 'Nguyễn Văn An',
  title: 'Giải Nhất Olympic',
  titleEn: 'First prize, Olympiad',
  phone: '0912345678',
};

function shown(ui: ReturnType<typeof renderField>) {
  return render(<div>{ui}</div>).container;
}

describe('renderField: language of data without an English version', () => {
  it('marks Vietnamese data shown to English readers as lang=vi', () => {
    const cell = shown(renderField({ record, display: { field: 'fullName', format: 'text' }, locale: 'en' }));
    expect(cell.querySelector('[lang="vi"]')?.textContent).toBe('Nguyễn Văn An');
  });

  it('leaves English values, non-Vietnamese data and Vietnamese pages alone', () => {
    const english = shown(
      renderField({ record, display: { field: 'title', fieldEn: 'titleEn', format: 'text' }, locale: 'en' }),
    );
    expect(english.textContent).toBe('First prize, Olympiad');
    expect(english.querySelector('[lang]')).toBeNull();
    const phone = shown(renderField({ record, display: { field: 'phone', format: 'text' }, locale: 'en' }));
    expect(phone.querySelector('[lang]')).toBeNull();
    const vietnamese = shown(
      renderField({ record, display: { field: 'fullName', format: 'text' }, locale: 'vi' }),
    );
    expect(vietnamese.querySelector('[lang]')).toBeNull();
  });

  it('marks Vietnamese profile facts as lang=vi and leaves the others alone', () => {
    const { container } = render(
      <ProfileFacts
        facts={[
          { label: 'School', value: 'Trường Công nghệ Thông tin và Truyền thông' },
          { label: 'Student code', value: '20230001' },
        ]}
      />,
    );
    const values = [...container.querySelectorAll('dd')];
    expect(values.map((dd) => dd.getAttribute('lang'))).toEqual(['vi', null]);
  });
});

describe('renderField: semester codes', () => {
  it('shows a semester code as its name in either language (never the bare code)', () => {
    const row = { semester: '20261' };
    const display = { field: 'semester', format: 'semester' } as const;
    expect(shown(renderField({ record: row, display, locale: 'vi' })).textContent).toBe(
      'Học kỳ 1 năm học 2026–2027',
    );
    expect(shown(renderField({ record: row, display, locale: 'en' })).textContent).toBe(
      'Semester 1, 2026–2027',
    );
  });
});
