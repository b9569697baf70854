import type { FluentIcon } from '@fluentui/react-icons';
import {
  Alert24Regular,
  Beaker24Regular,
  BookAdd24Regular,
  BookOpen24Regular,
  BookQuestionMark24Regular,
  BookSearch24Regular,
  Briefcase24Regular,
  BriefcaseSearch24Regular,
  Building24Regular,
  BuildingMultiple24Regular,
  CalendarLtr24Regular,
  CalendarStar24Regular,
  CircleSmall24Regular,
  ClipboardTaskListLtr24Regular,
  ContactCard24Regular,
  DocumentAdd24Regular,
  DocumentBulletList24Regular,
  DocumentFolder24Regular,
  DocumentSearch24Regular,
  Form24Regular,
  Gift24Regular,
  Globe24Regular,
  HatGraduation24Regular,
  Home24Regular,
  Layer24Regular,
  Library24Regular,
  Lightbulb24Regular,
  Mail24Regular,
  Megaphone24Regular,
  Money24Regular,
  News24Regular,
  PeopleAdd24Regular,
  PeopleCommunity24Regular,
  PeopleTeam24Regular,
  PersonAccounts24Regular,
  Poll24Regular,
  QuestionCircle24Regular,
  Ribbon24Regular,
  Send24Regular,
  Star24Regular,
  TaskListLtr24Regular,
  Trophy24Regular,
  Wrench24Regular,
} from '@fluentui/react-icons';

/**
 * Every icon named by menus/*.json (Fluent export names, e.g. 'CalendarLtr24Regular'). Only
 * these are bundled; a menu naming another icon gets the neutral default until it is added here.
 */
const MENU_ICONS: Readonly<Record<string, FluentIcon>> = {
  Alert24Regular,
  Beaker24Regular,
  BookAdd24Regular,
  BookOpen24Regular,
  BookQuestionMark24Regular,
  BookSearch24Regular,
  Briefcase24Regular,
  BriefcaseSearch24Regular,
  Building24Regular,
  BuildingMultiple24Regular,
  CalendarLtr24Regular,
  CalendarStar24Regular,
  ClipboardTaskListLtr24Regular,
  ContactCard24Regular,
  DocumentAdd24Regular,
  DocumentBulletList24Regular,
  DocumentFolder24Regular,
  DocumentSearch24Regular,
  Form24Regular,
  Gift24Regular,
  Globe24Regular,
  HatGraduation24Regular,
  Home24Regular,
  Layer24Regular,
  Library24Regular,
  Lightbulb24Regular,
  Mail24Regular,
  Megaphone24Regular,
  Money24Regular,
  News24Regular,
  PeopleAdd24Regular,
  PeopleCommunity24Regular,
  PeopleTeam24Regular,
  PersonAccounts24Regular,
  Poll24Regular,
  QuestionCircle24Regular,
  Ribbon24Regular,
  Send24Regular,
  Star24Regular,
  TaskListLtr24Regular,
  Trophy24Regular,
  Wrench24Regular,
};

/** Shown for a missing or unknown icon name, so a config typo never breaks the menu. */
export const DEFAULT_MENU_ICON: FluentIcon = CircleSmall24Regular;

/** The Fluent icon for a menu icon name; the neutral default for unknown or missing names. */
export function getMenuIcon(name: string | undefined): FluentIcon {
  if (!name || !Object.hasOwn(MENU_ICONS, name)) return DEFAULT_MENU_ICON;
  return MENU_ICONS[name];
}

/** True when `name` has an icon of its own. */
export function hasMenuIcon(name: string): boolean {
  return Object.hasOwn(MENU_ICONS, name);
}

/** Renders a menu icon by name. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = getMenuIcon(name);
  return <Icon />;
}
