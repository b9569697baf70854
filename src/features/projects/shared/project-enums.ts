/**
 * SPEC §3/§4 enumerations of the projects domain. The labelled definitions live in src/core
 * (shared by client and server); this file re-exports them and names the numeric values the
 * tables, seeds and services use, so no magic numbers spread through the domain.
 */
import {
  companyStatus,
  deadlineStatus,
  processStatus,
  projectFrom,
  projectStatus,
  projectType,
  requestStatus,
  topicStatus,
} from '../../../core/index';

export {
  companyStatus,
  deadlineStatus,
  processStatus,
  projectFrom,
  projectStatus,
  projectType,
  requestStatus,
  topicStatus,
};

/** SPEC §4 project type values (PROJECT 0 … RESEARCH 10). */
export const PROJECT_TYPE = projectType.values;
/** SPEC §4 general process status values (projects, phases, requests, company requests). */
export const PROCESS_STATUS = processStatus.values;
/** SPEC §4 topic status values. */
export const TOPIC_STATUS = topicStatus.values;
/** SPEC §4 deadline status values: locked 1, opened 2. */
export const DEADLINE_STATUS = deadlineStatus.values;
/** SPEC §4 project topic source / project-from: TEACHER 1, COMPANY 2. */
export const TOPIC_SOURCE = projectFrom.values;

/** Project privacy (who may read a finished project): private 0, public 1. */
export const PROJECT_PRIVACY = { PRIVATE: 0, PUBLIC: 1 } as const;

/** What a deadline row closes: project requests, phase submissions, company requests, final submission. */
export const DEADLINE_KINDS = ['request', 'phase', 'company', 'submit'] as const;
/** One of DEADLINE_KINDS. */
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Request statuses that still hold the student's slot (one open request per course and semester). */
export const OPEN_REQUEST_STATUSES: readonly number[] = [
  PROCESS_STATUS.WAITING,
  PROCESS_STATUS.CONFIRMED,
  PROCESS_STATUS.SUBMITTED,
  PROCESS_STATUS.DONE,
  PROCESS_STATUS.PROCESSING,
  PROCESS_STATUS.REQUEST_ACCEPTANCE,
  PROCESS_STATUS.WAITING_ACCEPTANCE,
  PROCESS_STATUS.REQUEST_EDIT,
  PROCESS_STATUS.FINISH,
];

/** SPEC §3: unset numeric fields (marks, ids) default to -1. */
export const UNSET = -1;
