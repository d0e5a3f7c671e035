import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type MessageDto, type ThreadSummaryDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { answerWith, pathOf, sentRequests, type Responder } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

const candidate = () => makeToken({ roles: ['candidate'], id: 7, displayName: 'Sam Reed' });

function message(id: number, body: string, mine: boolean, created: string): MessageDto {
  return { id, threadId: 5, author: mine ? { ID: 7, name: 'Sam Reed' } : { ID: 3, name: 'Leeds Rovers' }, body, attachments: [], created, viaEmail: false, mine };
}

function thread(id: number, overrides: Partial<ThreadSummaryDto> = {}): ThreadSummaryDto {
  return {
    id,
    context: 'application',
    contextId: 40 + id,
    title: `U16 Coach ${id}`,
    subtitle: 'Leeds Rovers',
    participants: [],
    lastMessage: message(100 + id, 'Can you come on Friday?', false, '2026-11-20T10:00:00.000Z'),
    lastActivity: '2026-11-20T10:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}

const listQueries = () => sentRequests.filter((config) => pathOf(config) === API.messageThreads).map((config) => new URL(config.url!, 'http://api').searchParams);

function api(routes: Record<string, Responder>) {
  answerWith((config) => {
    const respond = routes[pathOf(config)];
    return respond ? respond(config) : { status: 404 };
  });
}

const ok = (data: unknown, extra: Record<string, unknown> = {}) => () => ({ status: 200, body: { success: true, data, ...extra } });

describe('inbox: the thread list', () => {
  it('shows a loading state while the threads are on their way', async () => {
    apiClient.defaults.adapter = () => new Promise(() => undefined);
    renderApp('/candidate/messages', { token: candidate() });
    expect(await screen.findByTestId('threads-loading')).toHaveTextContent('Loading conversations…');
  });

  it('says so when there is no conversation yet (with nothing to choose beside it)', async () => {
    api({ [API.messageThreads]: ok([], { total: 0 }), [API.messagesUnreadCount]: ok({ unread: 0, threads: 0 }) });
    renderApp('/candidate/messages', { token: candidate() });
    expect(await screen.findByTestId('threads-empty')).toHaveTextContent('No conversations yet');
    expect(screen.queryByTestId('thread-none')).toBeNull();
  });

  it('asks the reader to choose a conversation when there are some', async () => {
    api({ [API.messageThreads]: ok([thread(1)], { total: 1 }) });
    renderApp('/candidate/messages', { token: candidate() });
    expect(await screen.findByTestId('thread-none')).toHaveTextContent('Choose a conversation');
  });

  it('a failed load shows an error with Try again, which loads the list', async () => {
    let fail = true;
    api({
      [API.messageThreads]: () => (fail ? { status: 500, body: { success: false, statusCode: 500, message: 'boom' } } : { status: 200, body: { success: true, data: [thread(1)], total: 1 } }),
    });
    renderApp('/candidate/messages', { token: candidate() });
    const error = await screen.findByTestId('threads-error');
    expect(error).toHaveTextContent('The conversations could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('U16 Coach 1')).toBeInTheDocument();
  });

  it('lists each thread with its job, the other side, the last message and its unread count; Unread only asks unread=1', async () => {
    api({
      [API.messageThreads]: (config) => {
        const unreadOnly = new URL(config.url!, 'http://api').searchParams.get('unread') === '1';
        const rows = unreadOnly ? [thread(2, { unread: 3 })] : [thread(1), thread(2, { unread: 3 })];
        return { status: 200, body: { success: true, data: rows, total: rows.length } };
      },
    });
    renderApp('/candidate/messages', { token: candidate() });
    await screen.findByTestId('thread-list');
    const items = screen.getAllByTestId('thread-item');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('U16 Coach 2');
    expect(items[1]).toHaveTextContent('Leeds Rovers');
    expect(items[1]).toHaveTextContent('Can you come on Friday?');
    expect(items[1]).toHaveAttribute('href', '/candidate/messages/2');
    expect(within(items[1]).getByTestId('unread-badge')).toHaveTextContent('3');
    expect(within(items[0]).queryByTestId('unread-badge')).toBeNull();

    fireEvent.click(screen.getByTestId('unread-only'));
    await waitFor(() => expect(screen.getAllByTestId('thread-item')).toHaveLength(1));
    expect(listQueries().at(-1)!.get('unread')).toBe('1');
  });

  it('Load more asks for the next page and adds it under the first', async () => {
    api({
      [API.messageThreads]: (config) => {
        const offset = Number(new URL(config.url!, 'http://api').searchParams.get('offset'));
        const rows = offset === 0 ? Array.from({ length: 20 }, (_, i) => thread(i + 1)) : [thread(21)];
        return { status: 200, body: { success: true, data: rows, total: 21 } };
      },
    });
    renderApp('/employer/messages', { token: makeToken({ roles: ['employer'] }) });
    fireEvent.click(await screen.findByTestId('threads-more'));
    await waitFor(() => expect(screen.getAllByTestId('thread-item')).toHaveLength(21));
    expect(listQueries().at(-1)!.get('offset')).toBe('20');
    expect(screen.getAllByTestId('thread-item')[20]).toHaveAttribute('href', '/employer/messages/21');
    expect(screen.queryByTestId('threads-more')).toBeNull();
  });
});

describe('inbox: one thread', () => {
  const threadPath = API.messageThread.replace(':id', '5');

  it('shows the messages oldest to newest (the API pages newest first), own ones marked, with the way back to the list', async () => {
    api({
      [API.messageThreads]: ok([thread(5, { unread: 2 })], { total: 1 }),
      [threadPath]: ok(
        [message(3, 'Yes, Friday suits me. Directions: https://example.org/ground', true, '2026-11-20T12:00:00.000Z'), message(2, 'Can you come on Friday?', false, '2026-11-20T10:00:00.000Z')],
        { total: 2, thread: thread(5) },
      ),
      [API.messagesUnreadCount]: ok({ unread: 0, threads: 0 }),
    });
    renderApp('/candidate/messages/5', { token: candidate() });
    const list = await screen.findByTestId('message-list');
    const shown = within(list).getAllByTestId('message');
    expect(shown.map((item) => within(item).getByTestId('message-body').textContent)).toEqual([
      'Can you come on Friday?',
      'Yes, Friday suits me. Directions: https://example.org/ground',
    ]);
    expect(shown[1]).toHaveClass('message--mine');
    expect(shown[0]).not.toHaveClass('message--mine');
    expect(within(shown[1]).getByRole('link', { name: 'https://example.org/ground' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByTestId('back-to-list')).toHaveAttribute('href', '/candidate/messages');
    // Reading marked the messages read: the counts are asked again.
    await waitFor(() => expect(sentRequests.filter((config) => pathOf(config) === API.messagesUnreadCount).length).toBeGreaterThanOrEqual(2));
  });

  it("says so for a thread that is not the reader's (404)", async () => {
    api({ [API.messageThreads]: ok([], { total: 0 }), [threadPath]: () => ({ status: 404, body: { success: false, statusCode: 404, message: 'Not found' } }) });
    renderApp('/candidate/messages/5', { token: candidate() });
    expect(await screen.findByTestId('thread-error')).toHaveTextContent('This conversation does not exist or is not yours.');
  });
});

describe('unread badge', () => {
  it('the site header shows the unread count and leads to the inbox of the reader’s area', async () => {
    api({ [API.messagesUnreadCount]: ok({ unread: 3, threads: 2 }) });
    renderApp('/jobs-in-football/', { token: candidate() });
    expect(await screen.findByTestId('header-unread-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/candidate/messages');
  });

  it('an employer’s leads to the employer inbox; no unread message shows no number', async () => {
    api({ [API.messagesUnreadCount]: ok({ unread: 0, threads: 0 }) });
    renderApp('/jobs-in-football/', { token: makeToken({ roles: ['employer'] }) });
    const link = await screen.findByTestId('header-messages');
    expect(link).toHaveAttribute('href', '/employer/messages');
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.messagesUnreadCount)).toBe(true));
    expect(screen.queryByTestId('header-unread-count')).toBeNull();
  });

  it('a visitor has no messages link and asks nothing', async () => {
    renderApp('/jobs-in-football/');
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('header-messages')).toBeNull();
    expect(sentRequests.some((config) => pathOf(config) === API.messagesUnreadCount)).toBe(false);
  });

  it('the sidebar’s Messages link carries the count', async () => {
    api({ [API.messagesUnreadCount]: ok({ unread: 4, threads: 1 }), [API.messageThreads]: ok([], { total: 0 }) });
    renderApp('/candidate/messages', { token: candidate() });
    const sidebar = within(await screen.findByTestId('sidebar'));
    // The Employability Hub has its own (coaching) Messages link further down.
    const link = sidebar.getAllByRole('link', { name: /^Messages/ }).find((anchor) => anchor.getAttribute('href') === '/candidate/messages')!;
    expect(link).toBeDefined();
    await waitFor(() => expect(within(link).getByTestId('sidebar-unread-badge')).toHaveTextContent('4'));
  });
});
