import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_LIMITS, type CoachingAdminCourseDetailDto } from '@fj/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { CheckboxField, SelectField, TextField, showServerErrors } from '../../../../components/form';
import { RichTextFormField } from '../../../../components/rich-text';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useCreateLesson, useDeleteLesson, useUpdateLesson } from '../api/authoring';
import { DURATION_MAX_MINUTES, emptyLesson, lessonInputFrom, lessonSchema, lessonValuesFrom, type LessonFormValues } from '../lib/lesson-form';
import { withRenamedFieldErrors } from '../lib/renamed-field-errors';
import { AttachmentsEditor } from './AttachmentsEditor';
import { QuizEditor } from './QuizEditor';
import { VideoField } from './VideoField';

type AdminLesson = CoachingAdminCourseDetailDto['modules'][number]['lessons'][number];

interface LessonEditorProps {
  course: CoachingAdminCourseDetailDto;
  /** null: a new lesson in `moduleId`. */
  lesson: AdminLesson | null;
  moduleId: number;
  onSaved: (lessonId: number) => void;
  onClose: () => void;
}

/**
 * A lesson: its title, rich text, video (with the learner's player as a preview), duration, preview and required
 * flags, the module it sits in; once saved, its attachments and quiz.
 */
export function LessonEditor({ course, lesson, moduleId, onSaved, onClose }: LessonEditorProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => lessonSchema(t), [t]);
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const remove = useDeleteLesson();
  const [deleting, setDeleting] = useState(false);
  const initialValues = useMemo(() => (lesson ? lessonValuesFrom(lesson) : emptyLesson(moduleId)), [lesson, moduleId]);

  const submit = async (values: LessonFormValues, helpers: FormikHelpers<LessonFormValues>) => {
    const input = lessonInputFrom(values);
    try {
      if (lesson) {
        await update.mutateAsync({ id: lesson.id, input });
        notifySuccess(t('coachingAdmin.lesson.saved'));
      } else {
        const created = await create.mutateAsync(input);
        notifySuccess(t('coachingAdmin.lesson.created'));
        onSaved(created.id);
      }
    } catch (error) {
      showServerErrors(withRenamedFieldErrors(error, { title: 'lessonTitle' }), helpers);
    }
  };

  return (
    <section className="coaching-admin__panel coaching-admin__lesson-editor" aria-labelledby="lesson-editor-title" data-testid="lesson-editor">
      <div className="coaching-admin__subpanel-head">
        <h2 id="lesson-editor-title">{lesson ? t('coachingAdmin.lesson.titleEdit') : t('coachingAdmin.lesson.titleNew')}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {t('coachingAdmin.lesson.close')}
        </button>
      </div>
      {/* Keyed by lesson: opening another lesson starts a fresh form; the course reloading after a save below does not. */}
      <Formik key={lesson?.id ?? `new-${moduleId}`} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid="lesson-form">
            <TextField name="lessonTitle" label={t('coachingAdmin.lesson.title')} required maxLength={COACHING_LIMITS.titleMaxLength} dir="auto" />
            <SelectField
              name="moduleId"
              label={t('coachingAdmin.lesson.module')}
              required
              options={course.modules.map((module) => ({ value: module.id, label: module.title }))}
            />
            <RichTextFormField name="body" label={t('coachingAdmin.lesson.body')} hint={t('coachingAdmin.lesson.bodyHint')} minRows={10} />
            <VideoField />
            <div className="form form--grid coaching-admin__grid">
              <TextField name="durationMinutes" label={t('coachingAdmin.lesson.duration')} hint={t('coachingAdmin.lesson.durationHint', { max: DURATION_MAX_MINUTES })} inputMode="numeric" dir="ltr" />
            </div>
            <CheckboxField name="isPreview" label={t('coachingAdmin.lesson.preview')} />
            <CheckboxField name="isRequired" label={t('coachingAdmin.lesson.required')} />
            <div className="form__row">
              <button type="submit" className="button" disabled={isSubmitting} data-testid="lesson-save">
                {isSubmitting ? t('coachingAdmin.saving') : t('coachingAdmin.lesson.save')}
              </button>
              {lesson ? (
                <button type="button" className="button button--ghost coaching-admin__danger" onClick={() => setDeleting(true)} data-testid="lesson-delete">
                  {t('coachingAdmin.lesson.delete')}
                </button>
              ) : null}
            </div>
          </Form>
        )}
      </Formik>
      {lesson ? (
        <>
          <AttachmentsEditor lessonId={lesson.id} attachments={lesson.attachments} />
          <QuizEditor lessonId={lesson.id} lessonTitle={lesson.title} quiz={lesson.quiz} />
        </>
      ) : (
        <p className="admin-hint">{t('coachingAdmin.lesson.saveFirst')}</p>
      )}
      <ConfirmDialog
        open={deleting}
        message={t('coachingAdmin.lesson.deleteQuestion', { title: lesson?.title ?? '' })}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(lesson!.id);
            notifySuccess(t('coachingAdmin.lesson.deleted'));
            onClose();
          } catch (error) {
            notifyError(apiErrorMessage(error));
          }
          setDeleting(false);
        }}
      />
    </section>
  );
}
