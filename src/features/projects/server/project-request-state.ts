import type { RequestDecisionState } from '../shared/project-request-transitions';
import type { ProjectRequestRow } from './request-tables';

/** The SPEC §4 decision state of a stored request (its three choices as a list). */
export const toDecisionState = (row: ProjectRequestRow): RequestDecisionState => ({
  id: row.id,
  status: row.status,
  choices: [
    { teacherId: row.teacherId, title: row.title, topicId: row.topicId, status: row.status1 },
    { teacherId: row.teacher2Id, title: row.title2, topicId: row.topic2Id, status: row.status2 },
    { teacherId: row.teacher3Id, title: row.title3, topicId: row.topic3Id, status: row.status3 },
  ],
  finalTeacherId: row.finalTeacherId,
  finalTitle: row.finalTitle,
  finalTopicId: row.finalTopicId,
  rejectIds: row.rejectIds,
  rejectReasons: row.rejectReasons,
});

/** The columns a decision writes back (the final teacher's name from the choice they are). */
export const fromDecisionState = ({
  row,
  state,
}: {
  row: ProjectRequestRow;
  state: RequestDecisionState;
}) => {
  const names = [row.teacherName, row.teacher2Name, row.teacher3Name];
  const finalIndex = state.choices.findIndex((choice) => choice.teacherId === state.finalTeacherId);
  return {
    status: state.status,
    status1: state.choices[0].status,
    status2: state.choices[1].status,
    status3: state.choices[2].status,
    finalTeacherId: state.finalTeacherId,
    finalTeacherName: finalIndex >= 0 ? names[finalIndex] : '',
    finalTitle: state.finalTitle,
    finalTopicId: state.finalTopicId,
    rejectIds: [...state.rejectIds],
    rejectReasons: [...state.rejectReasons],
    lastUpdate: new Date(),
  };
};

/** Which choice (1, 2, 3) a teacher answers for on a request, 0 when none. */
export const choiceNumberOf = ({ row, teacherId }: { row: ProjectRequestRow; teacherId: number }) => {
  const state = toDecisionState(row);
  const index = state.choices.findIndex((choice) => choice.teacherId === teacherId && choice.status !== -1);
  return index + 1;
};
