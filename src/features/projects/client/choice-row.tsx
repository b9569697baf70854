import {
  Button,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { ChoiceProblem, RegisterChoice } from './register-choices';
import type { TeacherOffer } from './request-body';
import { topicRemaining } from './request-body';
import { TopicQuota } from './topic-quota';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  topic: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  remove: { alignSelf: 'flex-start' },
});

/** One teacher choice of the register form: the teacher, one of their topics and the title (the topic's name or my own wording). */
export function ChoiceRow({
  index,
  choice,
  offers,
  problem,
  showProblem,
  onChange,
  onRemove,
}: {
  index: number;
  choice: RegisterChoice;
  offers: readonly TeacherOffer[];
  problem: ChoiceProblem | null;
  showProblem: boolean;
  onChange: (choice: RegisterChoice) => void;
  onRemove: (() => void) | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const offer = offers.find((candidate) => candidate.teacherId === choice.teacherId) ?? null;
  const number = index + 1;
  const topicValue = choice.topicId === null ? '' : String(choice.topicId);
  const nameOf = (topic: TeacherOffer['topics'][number]) =>
    locale === 'en' && topic.nameEn ? topic.nameEn : topic.name;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'project.register.choice' }, { number })}
      </legend>
      <Field label={intl.formatMessage({ id: 'project.register.teacher' })} required>
        <Select
          value={choice.teacherId === null ? '' : String(choice.teacherId)}
          onChange={(_, data) =>
            onChange({ teacherId: data.value ? Number(data.value) : null, topicId: null, title: '' })
          }
        >
          <option value="">{intl.formatMessage({ id: 'project.register.pickTeacher' })}</option>
          {offers.map((candidate) => (
            <option key={candidate.teacherId} value={candidate.teacherId}>
              {intl.formatMessage(
                { id: 'project.register.teacherOption' },
                { name: candidate.teacherName, remaining: candidate.remaining },
              )}
            </option>
          ))}
        </Select>
      </Field>
      {offer ? (
        <Field label={intl.formatMessage({ id: 'project.register.topic' })} required>
          <RadioGroup
            value={topicValue}
            onChange={(_, data) => {
              const topic = offer.topics.find((candidate) => String(candidate.id) === data.value);
              // The title starts as the topic's name; the student may word it their own way.
              if (topic) onChange({ ...choice, topicId: topic.id, title: topic.name });
            }}
          >
            {offer.topics.map((topic) => (
              <Radio
                key={topic.id}
                value={String(topic.id)}
                disabled={topicRemaining(topic) <= 0}
                label={
                  <span className={styles.topic}>
                    <span lang={locale === 'en' && !topic.nameEn ? 'vi' : undefined}>{nameOf(topic)}</span>
                    <TopicQuota quota={topic.quota} accepted={topic.acceptedCount} />
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </Field>
      ) : null}
      {offer && offer.topics.length === 0 ? (
        <span>{intl.formatMessage({ id: 'project.register.noTopics' })}</span>
      ) : null}
      {offer && choice.topicId !== null ? (
        <Field
          label={intl.formatMessage({ id: 'project.register.workTitle' })}
          hint={intl.formatMessage({ id: 'project.register.workTitleHint' })}
          required
        >
          <Input
            value={choice.title}
            maxLength={300}
            onChange={(_, data) => onChange({ ...choice, title: data.value })}
          />
        </Field>
      ) : null}
      {showProblem && problem ? (
        <span role="alert" className={styles.error}>
          {intl.formatMessage({ id: `project.register.problem.${problem}` })}
        </span>
      ) : null}
      {onRemove ? (
        <Button className={styles.remove} icon={<DeleteRegular />} onClick={onRemove}>
          {intl.formatMessage({ id: 'project.register.remove' }, { number })}
        </Button>
      ) : null}
    </fieldset>
  );
}
