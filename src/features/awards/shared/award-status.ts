/** The life of a scholarship application. */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'reviewing', 'approved', 'rejected'] as const;

/** One state of an application. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Each status in words (the printed form and the staff CSV). */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, { vi: string; en: string }>> = {
  draft: { vi: 'Bản nháp', en: 'Draft' },
  submitted: { vi: 'Đã nộp', en: 'Submitted' },
  reviewing: { vi: 'Đang xét duyệt', en: 'Under review' },
  approved: { vi: 'Được duyệt', en: 'Approved' },
  rejected: { vi: 'Không được duyệt', en: 'Rejected' },
};

/** What moves an application on. */
export type ApplicationAction = 'save' | 'submit' | 'review' | 'approve' | 'reject';

const NEXT: Record<ApplicationAction, Partial<Record<ApplicationStatus | 'none', ApplicationStatus>>> = {
  // A student edits a draft (or starts one) until the call closes; a submitted one is final for them.
  save: { none: 'draft', draft: 'draft' },
  submit: { none: 'submitted', draft: 'submitted' },
  // Staff take a submitted application into review, then decide; a decision can be revised.
  review: { submitted: 'reviewing' },
  approve: { submitted: 'approved', reviewing: 'approved', rejected: 'approved' },
  reject: { submitted: 'rejected', reviewing: 'rejected', approved: 'rejected' },
};

/** The status an action leads to, or null when the action is not allowed from `from` ('none': no application yet). */
export const nextApplicationStatus = ({
  from,
  action,
}: {
  from: ApplicationStatus | 'none';
  action: ApplicationAction;
}): ApplicationStatus | null => NEXT[action][from] ?? null;

/** Whether a call takes applications at `now`. */
export const isAwardOpen = ({ startDate, endDate, now }: { startDate: Date; endDate: Date; now: Date }) =>
  now.getTime() >= startDate.getTime() && now.getTime() <= endDate.getTime();
