import { resultMessage } from '../../../core/index';
import type { Locale } from '../../../core/index';
import { REQUEST_RESULT } from '../shared/project-request-rules';

/** A SPEC §8 project request result {code, message, data?} in the caller's language. */
export const requestResult = <T>({
  code,
  locale,
  message,
  data,
}: {
  code: number;
  locale: Locale;
  message?: string;
  data?: T;
}) => ({
  code,
  message: message ?? resultMessage({ set: 'projectRequest', code, locale }),
  ...(data === undefined ? {} : { data }),
});

/** The INVALID result naming the field that holds an unknown teacher or topic. */
export const invalidField = ({ field, locale }: { field: string; locale: Locale }) =>
  requestResult({
    code: REQUEST_RESULT.INVALID,
    locale,
    message:
      locale === 'en'
        ? `${field}: not a teacher or topic you can choose this semester.`
        : `${field}: giảng viên hoặc đề tài không hợp lệ trong học kỳ này.`,
  });
