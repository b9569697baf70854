import { companyStatus, projectStatus, requestStatus } from '../../../core/index';
import type { Locale } from '../../../core/index';

/**
 * SPEC §4 project status labels: request edit = Yêu cầu chỉnh sửa; finish and done = Đã hoàn thành;
 * request acceptance, waiting acceptance, processing = Chờ duyệt; cancelled = Đã huỷ; submitted =
 * Đã gửi; confirmed = Đã duyệt; undefined = Bản nháp; rejected = Từ chối.
 */
export const projectStatusLabel = ({ status, locale }: { status: number; locale: Locale }) =>
  projectStatus.label({ value: status, locale });

/**
 * SPEC §4 company or request status labels: undefined = Chưa xác định; rejected = Từ chối nhận;
 * waiting = Đang chờ duyệt; confirmed = Đồng ý nhận; done = Đã hoàn thành; processing = Đang duyệt
 * hồ sơ; cancelled = Đã huỷ; submitted = Đã nộp.
 */
export const companyStatusLabel = ({ status, locale }: { status: number; locale: Locale }) =>
  companyStatus.label({ value: status, locale });

/** A project request's status label (the same table as a company's, SPEC §4). */
export const requestStatusLabel = ({ status, locale }: { status: number; locale: Locale }) =>
  requestStatus.label({ value: status, locale });

/** Both labels of a project status, as the wire carries them (statusName vi, statusNameEn en). */
export const projectStatusNames = (status: number) => ({
  statusName: projectStatusLabel({ status, locale: 'vi' }),
  statusNameEn: projectStatusLabel({ status, locale: 'en' }),
});
