import type { InterviewDto } from '@fj/shared';

/** An interview as the API answers it; override what the test is about. */
export function interview(overrides: Partial<InterviewDto> = {}): InterviewDto {
  return {
    id: 31,
    applicationId: 12,
    job: { ID: 5, title: 'U16 Coach', slug: 'u16-coach' },
    employer: { ID: 3, name: 'Leeds Juniors FC' },
    candidate: { ID: 9, name: 'Sam Reed' },
    origin: 'employer',
    kind: 'video',
    location: null,
    videoUrl: 'https://meet.example.com/u16',
    durationMinutes: 45,
    slots: ['2030-07-15T13:00:00.000Z', '2030-07-16T08:30:00.000Z'],
    bookedSlot: null,
    status: 'proposed',
    round: null,
    interviewers: [{ ID: 21, name: 'Alex Coach' }],
    message: 'Looking forward to it.',
    reason: null,
    sequence: 0,
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:00:00.000Z',
    icsUrl: null,
    ...overrides,
  };
}
