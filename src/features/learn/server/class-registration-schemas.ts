import { MAX_PERIOD } from '../../../core/index';
import { paging, semesterCode } from './route-schemas';

/** Query of the class list: filters (each validated; a bad value is a 400 naming it) and paging. */
export const OFFERING_QUERY = {
  type: 'object',
  required: ['semester'],
  additionalProperties: false,
  properties: {
    semester: semesterCode,
    search: {
      type: 'string',
      maxLength: 100,
      description: 'Words of a class code, course code or name, teacher',
    },
    courseId: { type: 'integer', minimum: 1 },
    classType: { type: 'string', maxLength: 20 },
    day: { type: 'integer', minimum: 1, maximum: 7, description: '1..7 = Monday..Sunday' },
    period: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PERIOD,
      description: 'A lesson period the class meets in',
    },
    teacher: { type: 'string', maxLength: 100, description: 'Part of the teacher name' },
    hasSeats: { type: 'boolean', description: 'Only classes with a seat left' },
    inProgram: { type: 'boolean', default: false, description: 'Only courses of my programme' },
    ...paging,
  },
} as const;

/** Query of the course filter. */
export const COURSE_QUERY = {
  type: 'object',
  required: ['semester'],
  additionalProperties: false,
  properties: { semester: semesterCode, inProgram: { type: 'boolean', default: false } },
} as const;

/** A course with classes in a semester. */
export const OFFERED_COURSE = {
  type: 'object',
  required: ['courseId', 'courseCode', 'courseName', 'credits', 'classCount', 'inProgram'],
  properties: {
    courseId: { type: 'integer' },
    courseCode: { type: 'string' },
    courseName: { type: 'string' },
    courseNameEn: { type: 'string' },
    credits: { type: 'integer' },
    classCount: { type: 'integer' },
    inProgram: { type: 'boolean' },
  },
} as const;
