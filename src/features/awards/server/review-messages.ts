import { GENERIC_CODES, resultMessage } from '../../../core/index';
import type { Locale } from '../../../core/index';
import { APPLICATION_STATUS_LABELS } from '../shared/award-status';
import type { ApplicationStatus } from '../shared/award-status';

/** A staff review action. */
export type ReviewAction = 'review' | 'approve' | 'reject';

/** Each action in words: Vietnamese as a verb, English as a past participle ("cannot be …"). */
const ACTION_WORDS: Record<ReviewAction, { vi: string; en: string }> = {
  review: { vi: 'đưa vào xét duyệt', en: 'taken into review' },
  approve: { vi: 'duyệt', en: 'approved' },
  reject: { vi: 'từ chối', en: 'rejected' },
};

/**
 * The message of a staff review answer in the caller's language: what was refused and why, so the
 * reviewer knows what to do next (reload, or leave the application as it is).
 */
export const reviewMessage = ({
  code,
  locale,
  action,
  status,
}: {
  code: number;
  locale: Locale;
  action: ReviewAction;
  /** The application's status when the answer is a refusal of the move (-4). */
  status?: ApplicationStatus;
}): string => {
  const isEn = locale === 'en';
  if (code === GENERIC_CODES.NOT_FOUND)
    return isEn
      ? 'No submitted application with this id: it does not exist or is still the student’s draft.'
      : 'Không có hồ sơ đã nộp với mã này: hồ sơ không tồn tại hoặc vẫn là bản nháp của sinh viên.';
  if (code === GENERIC_CODES.FAILED)
    return isEn
      ? 'Someone else updated this application after you opened it: reload it and try again.'
      : 'Hồ sơ đã được người khác cập nhật sau khi bạn mở: vui lòng tải lại rồi thử lại.';
  if (code === GENERIC_CODES.FORBIDDEN && status) {
    const label = APPLICATION_STATUS_LABELS[status];
    return isEn
      ? `An application that is "${label.en}" cannot be ${ACTION_WORDS[action].en}.`
      : `Không thể ${ACTION_WORDS[action].vi} hồ sơ đang ở trạng thái "${label.vi}".`;
  }
  return resultMessage({ set: 'generic', code, locale });
};
