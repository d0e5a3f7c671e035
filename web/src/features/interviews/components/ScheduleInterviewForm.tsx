import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDto } from '@fj/shared';
import { TextAreaField, TextField, showServerErrors } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useScheduleInterview } from '../api/schedule-interview';
import { useSavedTimeZone } from '../api/time-zone';
import type { ScheduleInterviewInput } from '../api/types';
import {
  DURATION_MAX,
  DURATION_MIN,
  MAX_EMPLOYER_SLOTS,
  MESSAGE_MAX,
  PLACE_MAX,
  formTexts,
  placeFor,
  scheduleFormSchema,
  slotsToIso,
  type ScheduleFormValues,
} from '../lib/interview-form';
import { isKnownTimeZone, viewerTimeZone } from '../lib/time-zone';
import { InterviewersField, useSelfInterviewer } from './InterviewersField';
import { KindField } from './KindField';
import { SlotPickers } from './SlotPickers';

/** What `POST /job-api/interviews` is sent for the form's values, the slots read in `zone`. */
export function scheduleBody(applicationId: number, values: ScheduleFormValues, zone: string): ScheduleInterviewInput {
  return {
    applicationId,
    kind: values.kind,
    ...placeFor(values),
    durationMinutes: Number(values.durationMinutes),
    slots: slotsToIso(values.slots, zone),
    interviewerIds: values.interviewerIds,
    message: values.message.trim(),
  };
}

function initialValues(interview: InterviewDto | undefined, selfId: number | undefined): ScheduleFormValues {
  return {
    kind: interview?.kind ?? 'video',
    location: interview?.location ?? '',
    videoUrl: interview?.videoUrl ?? '',
    durationMinutes: interview?.durationMinutes ?? 45,
    slots: [''],
    interviewerIds: interview?.interviewers.map((person) => person.ID) ?? (selfId ? [selfId] : []),
    message: '',
  };
}

interface ScheduleInterviewFormProps {
  applicationId: number;
  /** Given: new times for this interview (reschedule); else a new interview. */
  interview?: InterviewDto;
  onDone: () => void;
}

/** The scheduler: kind, place or link, duration, 1–5 times in the employer's zone, interviewers, a note to the candidate. */
export function ScheduleInterviewForm({ applicationId, interview, onDone }: ScheduleInterviewFormProps) {
  const { t } = useTranslation();
  const saved = useSavedTimeZone();
  const self = useSelfInterviewer();
  const zone = viewerTimeZone(saved.data);
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  const schema = useMemo(() => scheduleFormSchema(formTexts(t), zone), [t, zone]);

  const submit = async (values: ScheduleFormValues, helpers: FormikHelpers<ScheduleFormValues>) => {
    const body = scheduleBody(applicationId, values, zone);
    try {
      if (interview) {
        const { applicationId: _application, interviewerIds: _interviewers, ...changes } = body;
        await reschedule.mutateAsync({ id: interview.id, ...changes });
        notifySuccess(t('interviews.done.rescheduled'));
      } else {
        await schedule.mutateAsync(body);
        notifySuccess(t('interviews.done.scheduled'));
      }
      onDone();
    } catch (error) {
      // Errors of fields shown go under them; one about anything else (the application, an interviewer) is a toast.
      const fields = apiFieldErrors(error);
      if (fields && Object.keys(fields).every((key) => key.split('.')[0] in values)) showServerErrors(error, helpers);
      else notifyError(apiErrorMessage(error));
    }
  };

  return (
    <Formik initialValues={initialValues(interview, self?.value)} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form className="form interview-form" noValidate data-testid={interview ? 'interview-reschedule-form' : 'interview-schedule-form'} data-application-id={applicationId}>
          <KindField name="kind" />
          {values.kind === 'video' ? (
            <TextField name="videoUrl" type="url" label={t('interviews.fields.videoUrl')} required maxLength={PLACE_MAX} placeholder="https://" />
          ) : (
            <TextField
              name="location"
              label={values.kind === 'phone' ? t('interviews.fields.phone') : t('interviews.fields.location')}
              hint={values.kind === 'phone' ? t('interviews.form.phoneHint') : undefined}
              required
              maxLength={PLACE_MAX}
            />
          )}
          <TextField name="durationMinutes" type="number" label={t('interviews.fields.durationMinutes')} required min={DURATION_MIN} max={DURATION_MAX} />
          <SlotPickers name="slots" max={MAX_EMPLOYER_SLOTS} zone={zone} zoneSaved={isKnownTimeZone(saved.data)} />
          {interview ? null : <InterviewersField name="interviewerIds" />}
          <TextAreaField name="message" label={t('interviews.fields.messageToCandidate')} maxLength={MESSAGE_MAX} rows={3} />
          <div className="form__row interview-actions">
            <button type="button" className="button button--ghost" onClick={onDone}>
              {t('interviews.actions.back')}
            </button>
            <button type="submit" className="button" disabled={isSubmitting} data-testid="interview-form-submit">
              {interview ? t('interviews.actions.sendNewTimes') : t('interviews.actions.sendInvitation')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
