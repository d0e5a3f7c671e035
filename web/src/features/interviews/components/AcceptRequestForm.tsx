import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { INTERVIEW_KINDS, type InterviewDto, type InterviewKind } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useAcceptInterviewRequest } from '../api/accept-interview-request';
import { PLACE_MAX, formTexts, placeFor } from '../lib/interview-form';
import { InterviewersField, useSelfInterviewer } from './InterviewersField';
import { KindField } from './KindField';
import { SlotChoice } from './SlotChoice';

interface AcceptValues {
  slot: string;
  kind: InterviewKind;
  location: string;
  videoUrl: string;
  interviewerIds: number[];
}

/** Accepting a candidate's request: one of the proposed times, where it happens, and who interviews. */
export function AcceptRequestForm({ interview, zone, onDone }: { interview: InterviewDto; zone: string; onDone: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptInterviewRequest();
  const self = useSelfInterviewer();
  const schema = useMemo(() => {
    const M = formTexts(t);
    return yup.object({
      slot: yup.string().required(M.required),
      kind: yup.mixed<InterviewKind>().oneOf([...INTERVIEW_KINDS]).required(M.required),
      location: yup.string().trim().max(PLACE_MAX, M.tooLong).when('kind', { is: (kind: InterviewKind) => kind !== 'video', then: (s) => s.required(M.required) }),
      videoUrl: yup.string().trim().max(PLACE_MAX, M.tooLong).when('kind', { is: 'video', then: (s) => s.required(M.required).url(M.videoUrl) }),
      interviewerIds: yup.array().of(yup.number().required()).min(1, M.interviewers),
    });
  }, [t]);
  const future = interview.slots.filter((slot) => Date.parse(slot) > Date.now());
  const initial: AcceptValues = {
    slot: future.length === 1 ? future[0] : '',
    kind: interview.kind,
    location: interview.location ?? '',
    videoUrl: interview.videoUrl ?? '',
    interviewerIds: interview.interviewers.length ? interview.interviewers.map((person) => person.ID) : self ? [self.value] : [],
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await accept.mutateAsync({ id: interview.id, slot: values.slot, kind: values.kind, ...placeFor(values), interviewerIds: values.interviewerIds });
          notifySuccess(t('interviews.done.accepted'));
          onDone();
        } catch (error) {
          notifyError(apiErrorMessage(error));
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Form className="form interview-form" noValidate data-testid="interview-accept-form">
          <SlotChoice interview={interview} zone={zone} />
          <KindField name="kind" />
          {values.kind === 'video' ? (
            <TextField name="videoUrl" type="url" label={t('interviews.fields.videoUrl')} required maxLength={PLACE_MAX} placeholder="https://" />
          ) : (
            <TextField name="location" label={values.kind === 'phone' ? t('interviews.fields.phone') : t('interviews.fields.location')} required maxLength={PLACE_MAX} />
          )}
          <InterviewersField name="interviewerIds" />
          <div className="form__row interview-actions">
            <button type="button" className="button button--ghost" onClick={onDone}>
              {t('interviews.actions.back')}
            </button>
            <button type="submit" className="button" disabled={isSubmitting} data-testid="interview-accept-submit">
              {t('interviews.actions.acceptRequest')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
