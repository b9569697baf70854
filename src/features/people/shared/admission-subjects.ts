import type { Locale } from '../../../core';

/** The national entrance-exam subjects (Bộ GD&ĐT subject groups such as A00), by Vietnamese name. */
const SUBJECTS_EN: Readonly<Record<string, string>> = Object.freeze({
  toán: 'Mathematics',
  'vật lý': 'Physics',
  'vật lí': 'Physics',
  'hóa học': 'Chemistry',
  'hoá học': 'Chemistry',
  'sinh học': 'Biology',
  'ngữ văn': 'Literature',
  'lịch sử': 'History',
  'địa lý': 'Geography',
  'địa lí': 'Geography',
  'tiếng anh': 'English',
  'tiếng pháp': 'French',
  'tiếng nga': 'Russian',
  'tiếng nhật': 'Japanese',
  'tiếng trung': 'Chinese',
  'tiếng đức': 'German',
  'tiếng hàn': 'Korean',
  'tin học': 'Informatics',
  'công nghệ': 'Technology',
  'giáo dục công dân': 'Civic Education',
  'giáo dục kinh tế và pháp luật': 'Economic and Legal Education',
  'năng khiếu': 'Aptitude test',
});

/**
 * An admission subject group as its reader reads it: "Toán, Vật lý, Hóa học" is "Mathematics,
 * Physics, Chemistry" in English. A group with a subject not in the national list stays as given.
 */
export const admissionSubjects = ({ name, locale }: { name: string; locale: Locale }): string => {
  if (locale !== 'en') return name;
  const parts = name.split(',').map((part) => part.trim());
  const english = parts.map((part) => SUBJECTS_EN[part.normalize('NFC').toLocaleLowerCase('vi')]);
  return parts.length > 0 && english.every(Boolean) ? english.join(', ') : name;
};
