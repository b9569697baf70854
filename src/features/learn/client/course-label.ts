/** 'IT3080 Mạng máy tính' / 'IT3080 Computer Networks' (the Vietnamese name when there is no English one). */
export function courseLabel({
  code,
  name,
  nameEn,
  locale,
}: {
  code?: string;
  name?: string;
  nameEn?: string;
  locale: 'vi' | 'en';
}): string {
  return `${code ?? ''} ${locale === 'en' && nameEn ? nameEn : (name ?? '')}`;
}
