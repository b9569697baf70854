import type { AuthUser, ClientConfig, Semester } from '../../../src/generated';

/** A tenant config as GET /api/v1/web-configs/client-config answers it. */
export function clientConfigFixture(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    code: 'unigate',
    name: { vi: 'Trường Đại học Thử nghiệm', en: 'Test University' },
    shortName: { vi: 'ĐHTN', en: 'TU' },
    logo: '/students/institutions/unigate/logo.svg',
    theme: { brand: '#a6192e', brandDark: '#7a1222', accent: '#f2a900' },
    defaultLocale: 'vi',
    modules: { learn: true, timetable: true, project: true, myProjects: true },
    menus: {
      student: [
        { id: 'home', labelId: 'menu.home', route: '/' },
        {
          id: 'learn',
          labelId: 'menu.learn',
          module: 'learn',
          children: [
            {
              id: 'learn.timetable',
              labelId: 'menu.learn.timetable',
              route: '/learn/timetable',
              module: 'timetable',
            },
          ],
        },
        {
          id: 'project',
          labelId: 'menu.project',
          module: 'project',
          children: [
            {
              id: 'project.myProjects',
              labelId: 'menu.project.myProjects',
              route: '/project/my-projects',
              module: 'myProjects',
            },
          ],
        },
      ],
      business: [],
      lab: [],
    },
    pages: {
      '/': { kind: 'component', component: 'home', titleId: 'page.home.title' },
      '/login': { kind: 'component', component: 'login', titleId: 'page.login.title' },
      // The menu shows only entries whose page the config has (engine filterMenu).
      '/learn/timetable': {
        kind: 'component',
        component: 'learn.timetable',
        titleId: 'menu.learn.timetable',
      },
      '/project/my-projects': {
        kind: 'component',
        component: 'project.myProjects',
        titleId: 'menu.project.myProjects',
      },
    },
    lists: {},
    forms: {},
    sso: { enabled: false },
    analytics: { measurementId: null },
    api: { student: '', cms: '', payment: '' },
    flags: { maintenance: false, testMode: false, legacySurvey: false, parentNewsCategory: null },
    ...overrides,
  } as ClientConfig;
}

/** A signed-in student as GET /api/v1/auth/session answers it. */
export function authUserFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 42,
    account: '20210001',
    name: 'Nguyễn Văn An',
    email: 'an.nv@example.edu.vn',
    level: 7,
    rootId: 1,
    studentId: 1001,
    teacherId: -1,
    mustChangePassword: false,
    student: {
      id: 1001,
      studentCode: '20210001',
      fullName: 'Nguyễn Văn An',
      email: 'an.nv@example.edu.vn',
      gender: 1,
      birthDate: '2003-05-04',
      cohort: 66,
      className: 'CNTT 01-K66',
      departmentId: 3,
      departmentName: 'Trường Công nghệ Thông tin và Truyền thông',
      status: 0,
      profile: {
        admissionCode: 'A00',
        admissionName: 'Toán, Lý, Hoá',
        majorName: 'Khoa học Máy tính',
        majorNameEn: 'Computer Science',
        schoolName: 'Trường Công nghệ Thông tin và Truyền thông',
        schoolNameEn: 'School of Information and Communication Technology',
        eduProgramName: 'Cử nhân Khoa học Máy tính 2021',
        eduProgramNameEn: 'Bachelor of Computer Science 2021',
        status: 0,
      },
    },
    ...overrides,
  } as AuthUser;
}

/** The current semester as GET /api/v1/semesters/current answers it. */
export function semesterFixture(overrides: Partial<Semester> = {}): Semester {
  return {
    id: 7,
    semester: '20251',
    name: 'Học kỳ 1 năm học 2025-2026',
    nameEn: 'Semester 1, 2025-2026',
    startDate: '2025-09-08',
    endDate: '2026-01-18',
    isCurrentForClass: true,
    canEnrol: false,
    ...overrides,
  };
}
