import type { InterviewDto } from '@fj/shared';

/** '2026-12-01T09:30:00.000Z' → '20261201T093000Z' (Google's UTC form). */
const googleTime = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The place of an interview: the video link, the address, or the phone detail. */
export function interviewPlace(interview: Pick<InterviewDto, 'kind' | 'location' | 'videoUrl'>): string {
  return (interview.kind === 'video' ? interview.videoUrl : interview.location) ?? '';
}

/** A Google Calendar "add event" link for a booked interview; null until a time is booked. */
export function googleCalendarUrl(interview: InterviewDto, title: string): string | null {
  if (!interview.bookedSlot) return null;
  const start = Date.parse(interview.bookedSlot);
  if (Number.isNaN(start)) return null;
  const end = start + interview.durationMinutes * 60_000;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${googleTime(start)}/${googleTime(end)}`,
    details: interview.message ?? '',
    location: interviewPlace(interview),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
