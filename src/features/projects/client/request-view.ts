import type { ProjectRequest } from '../../../generated';
import { isRequestProcessing } from '../shared/project-request-transitions';

/**
 * One teacher choice of a request as listed: number, teacher, title, own status, whether it is
 * the final teacher, whether it is being asked now, and whether it was never reached (the request
 * ended, by acceptance, rejection or cancelling, before this choice was asked).
 */
export interface ChoiceView {
  number: number;
  teacherName: string;
  title: string;
  status: number;
  isFinal: boolean;
  isCurrent: boolean;
  isSkipped: boolean;
}

/** The chosen teachers of a request in order (an unused choice has teacher id -1). */
export function requestChoices(request: ProjectRequest): ChoiceView[] {
  const all = [
    {
      number: 1,
      teacherId: request.teacherId,
      teacherName: request.teacherName,
      title: request.title,
      status: request.status1,
    },
    {
      number: 2,
      teacherId: request.teacher2Id,
      teacherName: request.teacher2Name,
      title: request.title2,
      status: request.status2,
    },
    {
      number: 3,
      teacherId: request.teacher3Id,
      teacherName: request.teacher3Name,
      title: request.title3,
      status: request.status3,
    },
  ];
  const isProcessing = canCancelRequest(request);
  return all
    .filter((choice) => choice.teacherId > 0)
    .map(({ teacherId, ...choice }) => {
      const isFinal =
        request.finalTeacherId > 0 && teacherId === request.finalTeacherId && choice.status !== -1;
      return {
        ...choice,
        isFinal,
        isCurrent: isFinal && isProcessing,
        isSkipped: !isProcessing && !isFinal && choice.status === 0,
      };
    });
}

/** SPEC §7 cancel-company: a request may be withdrawn while it is processing (not confirmed, rejected or cancelled). */
export const canCancelRequest = (request: ProjectRequest): boolean =>
  isRequestProcessing({ id: request.id, status: request.status, finalTeacherId: request.finalTeacherId });
