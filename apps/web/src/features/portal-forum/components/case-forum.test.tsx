// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumMessage } from '@portal/contracts/portal-forum';
import { portalCase } from '@/test/portal-cases';
import { renderUi } from '@/test/render';
import { spyOnToasts } from '@/test/toasts';
import { CaseForum } from './case-forum';

spyOnToasts();

const CASE = portalCase(5, 'IN_PROCESS', { forum: { id: 9 } });

const message = (id: number, values: Partial<ForumMessage>): ForumMessage => ({
  id,
  forum: { id: 9 },
  author: { id: 4, name: 'Drita Krasniqi' },
  fromAuthority: false,
  own: true,
  bodySQ: `Message ${id}`,
  bodySR: `Message ${id}`,
  bodyEN: `Message ${id}`,
  status: 'SUBMITTED',
  createdAt: '2026-03-02T09:30:00Z',
  submittedAt: '2026-03-02T09:31:00Z',
  ...values,
});

let calls: Array<{ method: string; path: string; body: unknown }> = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      ).pathname.replace('/data/rest', '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      if (path === '/forum/get_forum_messages/9') {
        return Promise.resolve(
          json([
            message(1, {}),
            message(2, { own: false, fromAuthority: true, author: { id: 8, name: 'Arben Gashi' } }),
            message(3, { status: 'DRAFT', submittedAt: null, bodySQ: 'My draft' }),
          ]),
        );
      }
      if (path === '/forum_messages') return Promise.resolve(json(message(4, {})));
      return Promise.resolve(new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((c) => c.method === 'POST');

describe('CaseForum', () => {
  it('shows the conversation: the authority’s messages named, own drafts marked with their actions', async () => {
    renderUi(<CaseForum portalCase={CASE} />);
    const authority = await screen.findByTestId('forum-message-2');
    expect(authority).toHaveTextContent('Customs officer · Arben Gashi');
    expect(screen.getByTestId('forum-message-1')).toHaveTextContent('You');
    const draft = screen.getByTestId('forum-message-3');
    expect(within(draft).getByTestId('forum-draft-badge')).toHaveTextContent('Draft');
    expect(within(draft).getByTestId('forum-send-3')).toBeEnabled();
    expect(within(screen.getByTestId('forum-message-1')).queryByTestId('forum-draft-badge')).toBeNull();
  });

  it('sends in one step (submit: true) or saves a draft, and refuses an empty text', async () => {
    const user = userEvent.setup();
    renderUi(<CaseForum portalCase={CASE} />);
    await screen.findByTestId('forum-message-1');
    await user.click(screen.getByTestId('forum-send'));
    expect(await screen.findByTestId('forum-text-error')).toHaveTextContent('This field is required.');
    expect(posts()).toEqual([]);

    await user.type(screen.getByTestId('forum-text'), 'When is the decision due?');
    await user.click(screen.getByTestId('forum-send'));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          method: 'POST',
          path: '/forum_messages',
          body: { forum: { id: 9 }, bodySQ: 'When is the decision due?', submit: true },
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('forum-text')).toHaveValue(''));

    await user.click(screen.getByTestId('forum-edit-3'));
    expect(screen.getByTestId('forum-text')).toHaveValue('My draft');
    await user.type(screen.getByTestId('forum-text'), ' – more');
    await user.click(screen.getByTestId('forum-save-draft'));
    await waitFor(() =>
      expect(posts()[1].body).toEqual({ id: 3, forum: { id: 9 }, bodySQ: 'My draft – more', submit: false }),
    );
  });

  it('is read-only once the case is cancelled', async () => {
    renderUi(<CaseForum portalCase={{ ...CASE, caseStatus: 'CANCELLED' }} />);
    expect(await screen.findByTestId('forum-closed')).toBeVisible();
    expect(screen.queryByTestId('forum-composer')).toBeNull();
    await screen.findByTestId('forum-message-3');
    expect(screen.queryByTestId('forum-send-3')).toBeNull();
  });
});
