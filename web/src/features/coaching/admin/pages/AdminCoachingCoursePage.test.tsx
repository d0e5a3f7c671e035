import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CoachingAdminCourseDetailDto, CoachingAdminCourseDto } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import { makeToken } from '../../../../test/tokens';
import { AdminCoachingCoursePage } from './AdminCoachingCoursePage';
import { AdminCoachingLearnersPage } from './AdminCoachingLearnersPage';
import { AdminCoachingPage } from './AdminCoachingPage';

const SLOW_MACHINE_MS = 30_000;

const row: CoachingAdminCourseDto = {
  id: 7,
  slug: 'scouting-reports',
  title: 'Scouting reports that get read',
  category: 'scouting',
  level: 'intermediate',
  language: 'en',
  published: false,
  coach: { ID: 41, name: 'Cora Coach', profilePic: null, slug: null },
  priceMinor: null,
  enrollments: 3,
  completions: 1,
  updated: '2026-11-27T10:00:00.000Z',
};

const course = (): CoachingAdminCourseDetailDto => ({
  ...row,
  summary: 'Write reports a sporting director acts on.',
  description: '<p>Why reports matter.</p>',
  coverImage: '',
  modules: [
    {
      id: 3,
      title: 'Watching a player',
      position: 0,
      lessons: [
        { id: 11, moduleId: 3, title: 'What to look for', body: '<p>Body</p>', videoUrl: null, durationMinutes: 12, isPreview: false, isRequired: true, quiz: null, attachments: [] },
        { id: 12, moduleId: 3, title: 'Writing it up', body: '', videoUrl: null, durationMinutes: null, isPreview: true, isRequired: true, quiz: null, attachments: [] },
      ],
    },
  ],
});

const learners = [
  { enrollmentId: 1, learner: { ID: 5, name: 'Casey Candidate', email: 'candidate@example.com' }, enrolled: '2026-11-16T10:00:00.000Z', source: 'free', progressPercent: 50, completedLessons: 1, totalLessons: 2, quizzesPassed: 0, quizzesTotal: 0, lastActivity: null, certificateCode: null },
  { enrollmentId: 2, learner: { ID: 6, name: 'Skyler Subscriber', email: 'subscriber@example.com' }, enrolled: '2026-10-29T10:00:00.000Z', source: 'order', progressPercent: 100, completedLessons: 2, totalLessons: 2, quizzesPassed: 1, quizzesTotal: 1, lastActivity: '2026-11-20T10:00:00.000Z', certificateCode: 'K7Q2M9X4VB8N3R6T5W2Y' },
];

const writes = () => sentRequests.filter((config) => config.method !== 'get');
const bodyOf = (index = -1) => JSON.parse(String(writes().at(index)!.data)) as Record<string, unknown>;

function answer(refuse?: { path: string; errors: Record<string, string> }) {
  const attachments: CoachingAdminCourseDetailDto['modules'][number]['lessons'][number]['attachments'] = [];
  answerWith((config) => {
    const path = pathOf(config);
    if (refuse && path === refuse.path && config.method !== 'get') {
      return { status: 422, body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Please check the form.', errors: refuse.errors } };
    }
    if (path === '/coaching-admin/courses' && config.method === 'get') return { status: 200, body: { success: true, data: [row], total: 1 } };
    if (path === '/coaching-admin/courses/7') {
      const data = course();
      data.modules[0].lessons[0].attachments = [...attachments];
      return { status: 200, body: { success: true, data } };
    }
    if (path === '/coaching-admin/lessons/11/attachments') {
      attachments.push({ id: 90 + attachments.length, title: String((config.data as FormData).get('title')), mime: 'application/pdf', size: 2048, url: '/media/90' });
      return { status: 201, body: { success: true, data: attachments.at(-1) } };
    }
    if (path === '/coaching-admin/courses/7/learners') return { status: 200, body: { success: true, data: learners, total: 2 } };
    if (path === '/coaching-admin/courses/8' || path === '/coaching-admin/courses/8/learners') return { status: 404, body: { success: false, statusCode: 404, error: 'Not Found', message: 'Course not found' } };
    if (path === '/coaching-admin/lessons/11/quiz') return { status: 200, body: { success: true, data: {} } };
    return { status: 404, body: { success: false, statusCode: 404, error: 'Not Found', message: 'Not found' } };
  });
}

const renderAt = (path: string, roles: string[] = ['coach']) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/coaching" element={<AdminCoachingPage />} />
      <Route path="/admin/coaching/courses/:id" element={<AdminCoachingCoursePage />} />
      <Route path="/admin/coaching/courses/:id/learners" element={<AdminCoachingLearnersPage />} />
    </Routes>,
    { token: makeToken({ roles: roles as never }), path },
  );

describe('coaching authoring screens', { timeout: SLOW_MACHINE_MS }, () => {
  it("lists a coach's courses with enrollments and completions, and no coach column", async () => {
    answer();
    renderAt('/admin/coaching');
    const link = await screen.findByRole('link', { name: row.title });
    expect(link.getAttribute('href')).toBe('/admin/coaching/courses/7');
    const courseRow = screen.getByTestId('course-row');
    expect(within(courseRow).getByTestId('course-enrollments').textContent).toBe('3');
    expect(within(courseRow).getByTestId('course-completions').textContent).toBe('1');
    expect(within(courseRow).getByText('Draft')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Coach' })).toBeNull();
  });

  it('an administrator sees who runs each course', async () => {
    answer();
    renderAt('/admin/coaching', ['administrator']);
    expect(within(await screen.findByTestId('course-row')).getByText('Cora Coach')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Coach' })).toBeTruthy();
  });

  it('someone without author_courses reads a refusal and calls nothing', async () => {
    answer();
    renderAt('/admin/coaching', ['candidate']);
    await screen.findByTestId('admin-forbidden');
    expect(sentRequests).toHaveLength(0);
  });

  it('asks a paid course for its price, sends it in pence, and shows the API refusal under the price', async () => {
    const user = userEvent.setup({ delay: null });
    answer({ path: '/coaching-admin/courses/7', errors: { priceMinor: 'The price must be from £1 to £10,000.' } });
    renderAt('/admin/coaching/courses/7');
    const form = await screen.findByTestId('course-details-form');
    await user.click(within(form).getByTestId('course-paid'));
    await user.click(within(form).getByTestId('course-save'));
    expect(await within(form).findByText('Please give the price of a paid course.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    await user.type(within(form).getByTestId('course-price'), '49.99');
    await user.click(within(form).getByTestId('course-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf()).toMatchObject({ title: row.title, priceMinor: 4999, published: false, category: 'scouting' });
    expect(bodyOf()).not.toHaveProperty('coachId');
    expect(await within(form).findByText('The price must be from £1 to £10,000.')).toBeTruthy();
  });

  it("previews an allowed video link in the privacy-enhanced player, and refuses another host's", async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderAt('/admin/coaching/courses/7?tab=content&lesson=11');
    const editor = await screen.findByTestId('lesson-editor');
    const link = within(editor).getByLabelText('Video link');
    expect(within(editor).queryByTestId('video-preview')).toBeNull();
    await user.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect((await within(editor).findByTestId('video-preview')).getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await user.clear(link);
    await user.type(link, 'https://videos.example/clip.mp4');
    expect(within(editor).queryByTestId('video-preview')).toBeNull();
    expect(within(editor).getByText('Only YouTube and Vimeo links can be played.')).toBeTruthy();
  });

  it('sends a quiz only when its single-choice question has exactly one right answer', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderAt('/admin/coaching/courses/7?tab=content&lesson=11');
    const quiz = await screen.findByTestId('quiz-editor');
    await user.click(within(quiz).getByTestId('quiz-add'));
    const question = within(quiz).getByTestId('quiz-question');
    await user.type(within(question).getByLabelText('Question *'), 'Which foot does he prefer?');
    await user.type(within(question).getByLabelText('Option 1 *'), 'Left');
    await user.type(within(question).getByLabelText('Option 2 *'), 'Right');
    await user.click(within(quiz).getByTestId('quiz-save'));
    expect(await within(quiz).findByText('Mark exactly one right answer.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    await user.click(within(question).getAllByTestId('option-correct')[1]);
    await user.click(within(quiz).getByTestId('quiz-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(pathOf(writes()[0])).toBe('/coaching-admin/lessons/11/quiz');
    expect(bodyOf()).toEqual({
      title: 'Check your understanding: What to look for',
      passMarkPercent: 70,
      attemptsAllowed: 3,
      questions: [{ prompt: 'Which foot does he prefer?', kind: 'single', options: [{ label: 'Left', correct: false }, { label: 'Right', correct: true }] }],
    });
  });

  it('moves a lesson down one place with the 0-based position the API counts in', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderAt('/admin/coaching/courses/7?tab=content');
    await user.click(await screen.findByRole('button', { name: 'Move “What to look for” down' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(pathOf(writes()[0])).toBe('/coaching-admin/lessons/11');
    expect(bodyOf()).toMatchObject({ moduleId: 3, title: 'What to look for', position: 1 });
    expect(bodyOf()).not.toHaveProperty('quiz');
  });

  it('uploads an attachment titled from its file name, and keeps what the author is still typing in the lesson', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderAt('/admin/coaching/courses/7?tab=content&lesson=11');
    const editor = await screen.findByTestId('lesson-editor');
    const title = within(editor).getByLabelText('Lesson title *');
    await user.clear(title);
    await user.type(title, 'What to look for, first half');
    const attachments = within(editor).getByTestId('attachments-editor');
    await user.upload(within(attachments).getByLabelText('File *'), new File(['%PDF-1.4'], 'marking-sheet.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect((within(attachments).getByLabelText('Title shown to learners *') as HTMLInputElement).value).toBe('marking sheet'));
    await user.click(within(attachments).getByTestId('attachment-upload'));
    expect(await within(attachments).findByText('marking sheet')).toBeTruthy();
    expect((within(editor).getByLabelText('Lesson title *') as HTMLInputElement).value).toBe('What to look for, first half');
  });

  it('keeps unsaved details while the author looks at the lessons and comes back', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderAt('/admin/coaching/courses/7');
    const form = await screen.findByTestId('course-details-form');
    const summary = within(form).getByLabelText('Summary *');
    await user.clear(summary);
    await user.type(summary, 'A new summary, not saved yet.');
    await user.click(screen.getByRole('tab', { name: /Modules and lessons/ }));
    expect(await screen.findByTestId('course-outline')).toBeVisible();
    expect(form).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect((within(form).getByLabelText('Summary *') as HTMLTextAreaElement).value).toBe('A new summary, not saved yet.');
    expect(writes()).toHaveLength(0);
  });

  it("shows each learner's progress, quizzes and certificate; another coach's course is not found", async () => {
    answer();
    const { unmount } = renderAt('/admin/coaching/courses/7/learners');
    const rows = await screen.findAllByTestId('learner-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('learner-progress').textContent).toBe('50%');
    expect(within(rows[0]).getByText('No quiz')).toBeTruthy();
    expect(within(rows[0]).getByText('Not started')).toBeTruthy();
    expect(within(rows[1]).getByText('Bought in the shop')).toBeTruthy();
    expect(within(rows[1]).getByTestId('learner-certificate').getAttribute('href')).toBe('/coaching/certificates/K7Q2M9X4VB8N3R6T5W2Y');
    unmount();
    renderAt('/admin/coaching/courses/8/learners');
    expect(await screen.findByText('Course not found')).toBeTruthy();
  });
});
