/** Language lists by type (SPEC §7 language/get-by-type); ids of languages are the SPEC §4 codes (vi 1, en 2, fr 3, jp 4). */

/** 'interface' | 'foreign' | 'certificate'. */
export const LANGUAGE_TYPES = ['interface', 'foreign', 'certificate'] as const;

/** A language list type. */
export type LanguageType = (typeof LANGUAGE_TYPES)[number];

type Entry = { id: number; code: string; name: string; nameEn: string; languageId?: number; scale?: string };

const ENGLISH = 2;
const FRENCH = 3;
const JAPANESE = 4;
const CHINESE = 5;
const KOREAN = 6;
const GERMAN = 7;

const LISTS: Record<LanguageType, Entry[]> = {
  interface: [
    { id: 1, code: 'vi', name: 'Tiếng Việt', nameEn: 'Vietnamese' },
    { id: ENGLISH, code: 'en', name: 'Tiếng Anh', nameEn: 'English' },
  ],
  foreign: [
    { id: ENGLISH, code: 'en', name: 'Tiếng Anh', nameEn: 'English' },
    { id: FRENCH, code: 'fr', name: 'Tiếng Pháp', nameEn: 'French' },
    { id: JAPANESE, code: 'jp', name: 'Tiếng Nhật', nameEn: 'Japanese' },
    { id: CHINESE, code: 'zh', name: 'Tiếng Trung', nameEn: 'Chinese' },
    { id: KOREAN, code: 'ko', name: 'Tiếng Hàn', nameEn: 'Korean' },
    { id: GERMAN, code: 'de', name: 'Tiếng Đức', nameEn: 'German' },
    { id: 8, code: 'ru', name: 'Tiếng Nga', nameEn: 'Russian' },
  ],
  certificate: [
    { id: 101, code: 'IELTS', name: 'IELTS', nameEn: 'IELTS', languageId: ENGLISH, scale: '0-9.0' },
    {
      id: 102,
      code: 'TOEIC',
      name: 'TOEIC (Nghe - Đọc)',
      nameEn: 'TOEIC (Listening & Reading)',
      languageId: ENGLISH,
      scale: '10-990',
    },
    {
      id: 103,
      code: 'TOEIC_SW',
      name: 'TOEIC (Nói - Viết)',
      nameEn: 'TOEIC (Speaking & Writing)',
      languageId: ENGLISH,
      scale: '0-400',
    },
    {
      id: 104,
      code: 'TOEFL_IBT',
      name: 'TOEFL iBT',
      nameEn: 'TOEFL iBT',
      languageId: ENGLISH,
      scale: '0-120',
    },
    {
      id: 105,
      code: 'TOEFL_ITP',
      name: 'TOEFL ITP',
      nameEn: 'TOEFL ITP',
      languageId: ENGLISH,
      scale: '310-677',
    },
    {
      id: 106,
      code: 'VSTEP',
      name: 'VSTEP (Khung năng lực ngoại ngữ 6 bậc dùng cho Việt Nam)',
      nameEn: 'VSTEP (Vietnamese Standardized Test of English Proficiency)',
      languageId: ENGLISH,
      scale: 'B1-C1',
    },
    {
      id: 107,
      code: 'CAMBRIDGE',
      name: 'Cambridge English (PET, FCE, CAE)',
      nameEn: 'Cambridge English (PET, FCE, CAE)',
      languageId: ENGLISH,
      scale: 'B1-C2',
    },
    {
      id: 108,
      code: 'APTIS',
      name: 'Aptis ESOL (British Council)',
      nameEn: 'Aptis ESOL (British Council)',
      languageId: ENGLISH,
      scale: 'A1-C',
    },
    {
      id: 109,
      code: 'PTE',
      name: 'PTE Academic',
      nameEn: 'PTE Academic',
      languageId: ENGLISH,
      scale: '10-90',
    },
    {
      id: 110,
      code: 'DELF_DALF',
      name: 'DELF/DALF (tiếng Pháp)',
      nameEn: 'DELF/DALF (French)',
      languageId: FRENCH,
      scale: 'A1-C2',
    },
    {
      id: 111,
      code: 'TCF',
      name: 'TCF (tiếng Pháp)',
      nameEn: 'TCF (French)',
      languageId: FRENCH,
      scale: 'A1-C2',
    },
    {
      id: 112,
      code: 'JLPT',
      name: 'JLPT (tiếng Nhật)',
      nameEn: 'JLPT (Japanese)',
      languageId: JAPANESE,
      scale: 'N5-N1',
    },
    {
      id: 113,
      code: 'NAT_TEST',
      name: 'NAT-TEST (tiếng Nhật)',
      nameEn: 'NAT-TEST (Japanese)',
      languageId: JAPANESE,
      scale: '5Q-1Q',
    },
    {
      id: 114,
      code: 'HSK',
      name: 'HSK (tiếng Trung)',
      nameEn: 'HSK (Chinese)',
      languageId: CHINESE,
      scale: '1-9',
    },
    {
      id: 115,
      code: 'TOPIK',
      name: 'TOPIK (tiếng Hàn)',
      nameEn: 'TOPIK (Korean)',
      languageId: KOREAN,
      scale: '1-6',
    },
    {
      id: 116,
      code: 'GOETHE',
      name: 'Goethe-Zertifikat (tiếng Đức)',
      nameEn: 'Goethe-Zertifikat (German)',
      languageId: GERMAN,
      scale: 'A1-C2',
    },
  ],
};

/** The Language wire shape (schemas/entities/language.json) of every entry of a list, in display order. */
export const languagesByType = (type: LanguageType) =>
  LISTS[type].map((entry, index) => ({ languageId: -1, scale: '', ...entry, type, order: index + 1 }));
