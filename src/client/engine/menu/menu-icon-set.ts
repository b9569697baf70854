import type { FluentIcon } from '@fluentui/react-icons';
// One module per icon family: the icons stay in this chunk, not in the shared UI chunk.
import { Alert24Regular } from '@fluentui/react-icons/svg/alert';
import { Beaker24Regular } from '@fluentui/react-icons/svg/beaker';
import { BookAdd24Regular } from '@fluentui/react-icons/svg/book-add';
import { BookOpen24Regular } from '@fluentui/react-icons/svg/book-open';
import { BookQuestionMark24Regular } from '@fluentui/react-icons/svg/book-question-mark';
import { BookSearch24Regular } from '@fluentui/react-icons/svg/book-search';
import { Briefcase24Regular } from '@fluentui/react-icons/svg/briefcase';
import { BriefcaseSearch24Regular } from '@fluentui/react-icons/svg/briefcase-search';
import { Building24Regular } from '@fluentui/react-icons/svg/building';
import { BuildingMultiple24Regular } from '@fluentui/react-icons/svg/building-multiple';
import { CalendarLtr24Regular } from '@fluentui/react-icons/svg/calendar-ltr';
import { CalendarStar24Regular } from '@fluentui/react-icons/svg/calendar-star';
import { CircleSmall24Regular } from '@fluentui/react-icons/svg/circle-small';
import { ClipboardTaskListLtr24Regular } from '@fluentui/react-icons/svg/clipboard-task-list-ltr';
import { ContactCard24Regular } from '@fluentui/react-icons/svg/contact-card';
import { DocumentAdd24Regular } from '@fluentui/react-icons/svg/document-add';
import { DocumentBulletList24Regular } from '@fluentui/react-icons/svg/document-bullet-list';
import { DocumentFolder24Regular } from '@fluentui/react-icons/svg/document-folder';
import { DocumentSearch24Regular } from '@fluentui/react-icons/svg/document-search';
import { Form24Regular } from '@fluentui/react-icons/svg/form';
import { Gift24Regular } from '@fluentui/react-icons/svg/gift';
import { Globe24Regular } from '@fluentui/react-icons/svg/globe';
import { HatGraduation24Regular } from '@fluentui/react-icons/svg/hat-graduation';
import { Home24Regular } from '@fluentui/react-icons/svg/home';
import { Layer24Regular } from '@fluentui/react-icons/svg/layer';
import { Library24Regular } from '@fluentui/react-icons/svg/library';
import { Lightbulb24Regular } from '@fluentui/react-icons/svg/lightbulb';
import { Mail24Regular } from '@fluentui/react-icons/svg/mail';
import { Megaphone24Regular } from '@fluentui/react-icons/svg/megaphone';
import { Money24Regular } from '@fluentui/react-icons/svg/money';
import { News24Regular } from '@fluentui/react-icons/svg/news';
import { PeopleAdd24Regular } from '@fluentui/react-icons/svg/people-add';
import { PeopleCommunity24Regular } from '@fluentui/react-icons/svg/people-community';
import { PeopleTeam24Regular } from '@fluentui/react-icons/svg/people-team';
import { PersonAccounts24Regular } from '@fluentui/react-icons/svg/person-accounts';
import { Poll24Regular } from '@fluentui/react-icons/svg/poll';
import { QuestionCircle24Regular } from '@fluentui/react-icons/svg/question-circle';
import { Ribbon24Regular } from '@fluentui/react-icons/svg/ribbon';
import { Send24Regular } from '@fluentui/react-icons/svg/send';
import { Star24Regular } from '@fluentui/react-icons/svg/star';
import { TaskListLtr24Regular } from '@fluentui/react-icons/svg/task-list-ltr';
import { Trophy24Regular } from '@fluentui/react-icons/svg/trophy';
import { Wrench24Regular } from '@fluentui/react-icons/svg/wrench';

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
