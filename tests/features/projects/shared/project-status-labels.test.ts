import { describe, expect, it } from 'vitest';
import {
  companyStatusLabel,
  projectStatusLabel,
  projectStatusNames,
  requestStatusLabel,
} from '../../../../src/features/projects/shared/project-status-labels';

describe('SPEC §4 project status labels', () => {
  it.each([
    [10, 'Yêu cầu chỉnh sửa'],
    [11, 'Đã hoàn thành'],
    [3, 'Đã hoàn thành'],
    [7, 'Chờ duyệt'],
    [8, 'Chờ duyệt'],
    [4, 'Chờ duyệt'],
    [5, 'Đã huỷ'],
    [2, 'Đã gửi'],
    [1, 'Đã duyệt'],
    [-2, 'Bản nháp'],
    [-1, 'Từ chối'],
  ])('status %i reads %s', (status, label) => {
    expect(projectStatusLabel({ status, locale: 'vi' })).toBe(label);
  });

  it('has an English label for every status and both on the wire', () => {
    expect(projectStatusLabel({ status: -2, locale: 'en' })).toBe('Draft');
    expect(projectStatusNames(2)).toEqual({ statusName: 'Đã gửi', statusNameEn: 'Submitted' });
  });
});

describe('SPEC §4 company or request status labels', () => {
  it.each([
    [-2, 'Chưa xác định'],
    [-1, 'Từ chối nhận'],
    [0, 'Đang chờ duyệt'],
    [1, 'Đồng ý nhận'],
    [3, 'Đã hoàn thành'],
    [4, 'Đang duyệt hồ sơ'],
    [5, 'Đã huỷ'],
    [2, 'Đã nộp'],
  ])('status %i reads %s', (status, label) => {
    expect(companyStatusLabel({ status, locale: 'vi' })).toBe(label);
    expect(requestStatusLabel({ status, locale: 'vi' })).toBe(label);
  });

  it('speaks English too', () => {
    expect(companyStatusLabel({ status: 1, locale: 'en' })).toBe('Accepted');
  });
});
