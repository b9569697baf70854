import type { Locale } from '../../../core/index';

/** Who asks and when: what every dashboard provider receives. */
export type DashboardContext<Tenant> = {
  tenant: Tenant;
  /** The signed-in user; `studentId` is -1 for accounts without a student record. */
  user: { userId: number; studentId: number; teacherId: number; level: number };
  locale: Locale;
  now: Date;
};

/** One class meeting on the dashboard (today's or a next one). */
export type DashboardMeeting = {
  classId: number;
  classCode: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  classType: string;
  teacherName: string;
  /** 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  start: string;
  end: string;
  from: number;
  to: number;
  place: string;
  role: 'student' | 'assistant';
};

/** Today's meetings and the next ones after today, in the semester that holds today. */
export type DashboardSchedule = {
  today: string;
  semester: string;
  todayClasses: DashboardMeeting[];
  nextClasses: DashboardMeeting[];
};

/** The next exam sitting of one of the student's classes. */
export type DashboardExam = {
  classCode: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  date: string;
  start: string;
  end: string;
  room: string;
  semester: string;
};

/** CPA and credits, with the programme's total so the two can be told apart. */
export type DashboardStanding = {
  cpa: number;
  cpa10: number;
  accumulatedCredits: number;
  ranking: string;
  rankingEn: string;
  warningLevel: number;
  /** Credits the student's programme requires; -1 when unknown. */
  programCredits: number;
};

/**
 * An open window or a deadline: a registration open now, a scholarship call, tuition due, a
 * project deadline. `opensAt` is '' for a plain deadline; `isOpen` false means it opens later.
 */
export type DashboardDeadline = {
  id: string;
  /** What kind of thing it is, e.g. 'classRegistration', 'courseRegistration', 'tuition'. */
  kind: string;
  title: string;
  titleEn: string;
  opensAt: string;
  closesAt: string;
  isOpen: boolean;
  /** Route of the page that acts on it, e.g. '/learn/class-registration'. */
  link: string;
};

/** A section provider: null when it has nothing to say for this user. */
export type SectionProvider<Tenant, T> = (context: DashboardContext<Tenant>) => Promise<T | null>;

/** A named source of deadlines; `module` (when set) must be enabled for the tenant. */
export type DeadlineProvider<Tenant> = {
  name: string;
  module?: string;
  list: (context: DashboardContext<Tenant>) => Promise<DashboardDeadline[]>;
};

/** The sections a feature may provide (one provider each). */
export type DashboardSections = {
  schedule: DashboardSchedule;
  nextExam: DashboardExam;
  standing: DashboardStanding;
};

/** A registered section provider with the module that must be enabled for it. */
type SectionEntry<Tenant, K extends keyof DashboardSections> = {
  module?: string;
  provide: SectionProvider<Tenant, DashboardSections[K]>;
};

/**
 * What features add to the home dashboard: one provider per section and any number of deadline
 * providers (registration windows now; scholarship calls, tuition, project deadlines as those
 * domains land). The dashboard route asks each of them for the signed-in user.
 */
export type DashboardRegistry<Tenant> = {
  provideSection: <K extends keyof DashboardSections>(name: K, entry: SectionEntry<Tenant, K>) => void;
  addDeadlines: (provider: DeadlineProvider<Tenant>) => void;
  section: <K extends keyof DashboardSections>(name: K) => SectionEntry<Tenant, K> | undefined;
  deadlineProviders: () => readonly DeadlineProvider<Tenant>[];
};

/** An empty registry; a section provided twice or a deadline provider name used twice throws. */
export const createDashboardRegistry = <Tenant>(): DashboardRegistry<Tenant> => {
  const sections = new Map<keyof DashboardSections, SectionEntry<Tenant, keyof DashboardSections>>();
  const deadlines: DeadlineProvider<Tenant>[] = [];
  return {
    provideSection: (name, entry) => {
      if (sections.has(name)) throw new Error(`Dashboard section "${name}" is provided twice`);
      sections.set(name, entry as unknown as SectionEntry<Tenant, keyof DashboardSections>);
    },
    addDeadlines: (provider) => {
      if (deadlines.some((other) => other.name === provider.name))
        throw new Error(`Dashboard deadline provider "${provider.name}" is added twice`);
      deadlines.push(provider);
    },
    section: <K extends keyof DashboardSections>(name: K) =>
      sections.get(name) as unknown as SectionEntry<Tenant, K> | undefined,
    deadlineProviders: () => deadlines,
  };
};

/** Deadlines in the order a student acts on them: open ones closing soonest first, then those opening soonest. */
export const sortDeadlines = (deadlines: readonly DashboardDeadline[]): DashboardDeadline[] =>
  [...deadlines].sort((a, b) => {
    if (a.isOpen !== b.isOpen) return a.isOpen ? -1 : 1;
    const key = (d: DashboardDeadline) => Date.parse(d.isOpen || !d.opensAt ? d.closesAt : d.opensAt);
    return key(a) - key(b) || a.id.localeCompare(b.id);
  });
