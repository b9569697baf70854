/** Lower-cases the first letter unless the word is an acronym ('PLC', 'CAD/CAM'). */
export const lowerFirst = (text: string) =>
  /^[A-ZĐ][a-zà-ỹđ]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Variants that extend a field's base names into a full catalogue: [vi prefix/suffix, en, class type]. */
export const COURSE_VARIANTS: readonly {
  vi: (name: string) => string;
  en: (name: string) => string;
  classType: string;
  courseType: number;
}[] = [
  { vi: (n) => n, en: (n) => n, classType: 'LT+BT', courseType: 0 },
  { vi: (n) => `Thí nghiệm ${lowerFirst(n)}`, en: (n) => `${n} Laboratory`, classType: 'TN', courseType: 0 },
  { vi: (n) => `Đồ án ${lowerFirst(n)}`, en: (n) => `${n} Project`, classType: 'DA', courseType: 1 },
  { vi: (n) => `${n} nâng cao`, en: (n) => `Advanced ${n}`, classType: 'LT', courseType: 0 },
  { vi: (n) => `Chuyên đề ${lowerFirst(n)}`, en: (n) => `Topics in ${n}`, classType: 'LT', courseType: 0 },
  { vi: (n) => `Thực hành ${lowerFirst(n)}`, en: (n) => `${n} Practice`, classType: 'TH', courseType: 0 },
  { vi: (n) => `${n} ứng dụng`, en: (n) => `Applied ${n}`, classType: 'LT+BT', courseType: 0 },
];
