import type { students } from './tables';

/** The StudentProfile wire shape of a student row. */
export const toStudentProfile = ({
  student,
  departmentName,
  departmentNameEn = '',
}: {
  student: typeof students.$inferSelect;
  departmentName: string;
  /** The department's English name ('' when it has none). */
  departmentNameEn?: string;
}) => ({
  id: student.id,
  studentCode: student.studentCode,
  fullName: student.fullName,
  email: student.email,
  gender: student.gender,
  birthDate: student.birthDate,
  cohort: student.cohort,
  className: student.className,
  departmentId: student.departmentId,
  departmentName,
  departmentNameEn,
  status: student.status,
  warningLevel: student.warningLevel,
  profile: {
    admissionCode: student.admissionCode,
    admissionName: student.admissionName,
    majorName: student.majorName,
    majorNameEn: student.majorNameEn,
    schoolName: student.schoolName,
    schoolNameEn: student.schoolNameEn,
    eduProgramName: student.eduProgramName,
    eduProgramNameEn: student.eduProgramNameEn,
    status: student.status,
  },
});

/** The StudentInfo wire shape (schemas/entities/student-info.json) of a student row. */
export const toStudentInfo = ({
  student,
  departmentName,
}: {
  student: typeof students.$inferSelect;
  departmentName: string;
}) => ({
  studentId: student.id,
  studentCode: student.studentCode,
  fullName: student.fullName,
  gender: student.gender,
  birthDate: student.birthDate,
  email: student.email,
  relatedEmail: student.relatedEmail,
  phone: student.phone,
  cohort: student.cohort,
  className: student.className,
  departmentName,
  status: student.status,
  warningLevel: student.warningLevel,
  lastUpdate: student.lastUpdate.toISOString(),
});
