import type { ApplicationCard } from '../api/types';

/** One application as the pipeline list answers it: a coach from Leeds with a CV, nothing rated unless given. */
export function applicationCard(id: number, name: string, status: number, extra: Partial<ApplicationCard> = {}): ApplicationCard {
  return {
    ID: id,
    job_id: 5,
    status,
    statusLabel: '',
    applied: '2026-11-01T10:00:00.000Z',
    updated: '2026-11-01T10:00:00.000Z',
    candidate: {
      ID: 100 + id,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      phone: '',
      slug: name.toLowerCase().replace(' ', '-'),
      profileUrl: `/profile/${name.toLowerCase().replace(' ', '-')}`,
      profilePic: null,
      cv_headline: 'UEFA B coach',
      cand_headline: [{ label: 'Head Coach' }],
      cand_skills: [{ label: 'Video Analysis' }],
      cand_country: 'GB',
      cand_city: 'Leeds',
    },
    cv: { id: 9, title: 'My CV', url: '/media/9' },
    cover_note: '',
    answers: [],
    notesCount: 0,
    ...extra,
  };
}
