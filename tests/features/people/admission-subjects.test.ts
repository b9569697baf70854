import { describe, expect, it } from 'vitest';
import { admissionSubjects } from '../../../src/features/people/shared/admission-subjects';

describe('admission subject groups', () => {
  it('reads a national subject group in English, whatever the spelling of its subjects', () => {
    expect(admissionSubjects({ name: 'Toán, Vật lý, Hóa học', locale: 'en' })).toBe(
      'Mathematics, Physics, Chemistry',
    );
    expect(admissionSubjects({ name: 'Toán,Vật lí, Hoá học', locale: 'en' })).toBe(
      'Mathematics, Physics, Chemistry',
    );
    expect(admissionSubjects({ name: 'Toán, Ngữ văn, Tiếng Anh', locale: 'en' })).toBe(
      'Mathematics, Literature, English',
    );
  });
  it('keeps Vietnamese for Vietnamese readers, and a group with an unknown subject as given', () => {
    expect(admissionSubjects({ name: 'Toán, Vật lý, Hóa học', locale: 'vi' })).toBe('Toán, Vật lý, Hóa học');
    expect(admissionSubjects({ name: 'Toán, Vẽ mỹ thuật', locale: 'en' })).toBe('Toán, Vẽ mỹ thuật');
  });
});
