import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingAdminCourseDetailDto } from '@fj/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useCreateModule, useDeleteModule, useUpdateLesson, useUpdateModule } from '../api/authoring';
import { movedPosition } from '../lib/module-form';
import { ModuleTitleForm } from './ModuleTitleForm';

type AdminModule = CoachingAdminCourseDetailDto['modules'][number];
type AdminLesson = AdminModule['lessons'][number];

interface CourseOutlineProps {
  course: CoachingAdminCourseDetailDto;
  selectedLessonId: number | null;
  onOpenLesson: (lessonId: number) => void;
  onNewLesson: (moduleId: number) => void;
}

/** Modules in order (add, rename, move, delete), each with its lessons (open, move, add). */
export function CourseOutline({ course, selectedLessonId, onOpenLesson, onNewLesson }: CourseOutlineProps) {
  const { t } = useTranslation();
  const createModule = useCreateModule(course.id);
  return (
    <section className="coaching-admin__panel coaching-admin__outline" aria-labelledby="outline-title" data-testid="course-outline">
      <h2 id="outline-title">{t('coachingAdmin.modules.title')}</h2>
      {course.modules.length === 0 ? <p className="lead">{t('coachingAdmin.modules.empty')}</p> : null}
      <ol className="coaching-admin__modules">
        {course.modules.map((module, index) => (
          <ModuleItem
            key={module.id}
            module={module}
            index={index}
            count={course.modules.length}
            selectedLessonId={selectedLessonId}
            onOpenLesson={onOpenLesson}
            onNewLesson={onNewLesson}
          />
        ))}
      </ol>
      <ModuleTitleForm
        fieldName="newModuleTitle"
        label={t('coachingAdmin.modules.newTitle')}
        submitLabel={t('coachingAdmin.modules.add')}
        testId="module-add-form"
        onSave={async (title) => {
          await createModule.mutateAsync(title);
          notifySuccess(t('coachingAdmin.modules.added'));
        }}
      />
    </section>
  );
}

function ModuleItem({ module, index, count, selectedLessonId, onOpenLesson, onNewLesson }: { module: AdminModule; index: number; count: number } & Omit<CourseOutlineProps, 'course'>) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const updateModule = useUpdateModule();
  const deleteModule = useDeleteModule();
  const move = async (step: -1 | 1) => {
    const position = movedPosition(index, count, step);
    if (position === null) return;
    try {
      await updateModule.mutateAsync({ id: module.id, position });
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <li className="coaching-admin__module" data-testid="outline-module">
      {renaming ? (
        <ModuleTitleForm
          fieldName={`moduleTitle-${module.id}`}
          initialTitle={module.title}
          label={t('coachingAdmin.modules.rename')}
          submitLabel={t('coachingAdmin.save')}
          testId="module-rename-form"
          onCancel={() => setRenaming(false)}
          onSave={async (title) => {
            await updateModule.mutateAsync({ id: module.id, title });
            setRenaming(false);
            notifySuccess(t('coachingAdmin.modules.renamed'));
          }}
        />
      ) : (
        <div className="coaching-admin__module-head">
          <h3 data-i18n-skip="">
            <span className="coaching-admin__module-number">{t('coachingAdmin.modules.number', { n: index + 1 })}</span> <bdi>{module.title}</bdi>
          </h3>
          <div className="coaching-admin__tools">
            <button type="button" className="button button--ghost button--small" onClick={() => void move(-1)} disabled={index === 0 || updateModule.isPending} aria-label={t('coachingAdmin.moveUpNamed', { title: module.title })}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void move(1)} disabled={index === count - 1 || updateModule.isPending} aria-label={t('coachingAdmin.moveDownNamed', { title: module.title })}>
              <span aria-hidden="true">↓</span>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(true)}>
              {t('coachingAdmin.modules.renameButton')}
            </button>
            <button type="button" className="button button--ghost button--small coaching-admin__danger" onClick={() => setDeleting(true)}>
              {t('coachingAdmin.delete')}
            </button>
          </div>
        </div>
      )}
      {module.lessons.length === 0 ? <p className="admin-hint">{t('coachingAdmin.modules.lessonsEmpty')}</p> : null}
      <ol className="coaching-admin__lessons">
        {module.lessons.map((lesson, lessonIndex) => (
          <LessonItem key={lesson.id} lesson={lesson} index={lessonIndex} count={module.lessons.length} selected={lesson.id === selectedLessonId} onOpen={() => onOpenLesson(lesson.id)} />
        ))}
      </ol>
      <button type="button" className="button button--ghost button--small" onClick={() => onNewLesson(module.id)} data-testid="lesson-add">
        {t('coachingAdmin.modules.addLesson')}
      </button>
      <ConfirmDialog
        open={deleting}
        message={t('coachingAdmin.modules.deleteQuestion', { title: module.title })}
        busy={deleteModule.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await deleteModule.mutateAsync(module.id);
            notifySuccess(t('coachingAdmin.modules.deleted'));
          } catch (error) {
            notifyError(apiErrorMessage(error));
          }
          setDeleting(false);
        }}
      />
    </li>
  );
}

function LessonItem({ lesson, index, count, selected, onOpen }: { lesson: AdminLesson; index: number; count: number; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const updateLesson = useUpdateLesson();
  const move = async (step: -1 | 1) => {
    const position = movedPosition(index, count, step);
    if (position === null) return;
    const { id, quiz: _quiz, attachments: _attachments, ...input } = lesson;
    try {
      await updateLesson.mutateAsync({ id, input: { ...input, position } });
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <li className={`coaching-admin__lesson${selected ? ' coaching-admin__lesson--selected' : ''}`} data-testid="outline-lesson">
      <button type="button" className="coaching-admin__lesson-open" onClick={onOpen} aria-current={selected ? 'true' : undefined}>
        {/* bdi: the title keeps its own direction but lines up with the page's (a grid item with dir would not). */}
        <span className="coaching-admin__lesson-title" data-i18n-skip="">
          <bdi>{lesson.title}</bdi>
        </span>
        <span className="coaching-admin__flags">
          {lesson.videoUrl ? <span className="admin-badge">{t('coachingAdmin.modules.video')}</span> : null}
          {lesson.quiz ? <span className="admin-badge admin-badge--info">{t('coachingAdmin.modules.quiz')}</span> : null}
          {lesson.isPreview ? <span className="admin-badge coaching-admin__badge--published">{t('coachingAdmin.modules.preview')}</span> : null}
          {!lesson.isRequired ? <span className="admin-badge">{t('coachingAdmin.modules.optional')}</span> : null}
          {lesson.durationMinutes ? <span className="admin-hint">{t('coachingAdmin.modules.minutes', { count: lesson.durationMinutes })}</span> : null}
        </span>
      </button>
      <div className="coaching-admin__tools">
        <button type="button" className="button button--ghost button--small" onClick={() => void move(-1)} disabled={index === 0 || updateLesson.isPending} aria-label={t('coachingAdmin.moveUpNamed', { title: lesson.title })}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => void move(1)} disabled={index === count - 1 || updateLesson.isPending} aria-label={t('coachingAdmin.moveDownNamed', { title: lesson.title })}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
