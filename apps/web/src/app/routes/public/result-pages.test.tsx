// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import AccessDenied from './access-denied';
import NotFound from './not-found';

describe('whole-page results', () => {
  it('access denied has its title as the level-1 heading and a way home', () => {
    renderUi(<AccessDenied />, { route: '/access_denied' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
    expect(screen.getByTestId('back-home')).toHaveAttribute('href', '/');
  });

  it('page not found has its title as the level-1 heading and a way home', () => {
    renderUi(<NotFound />, { route: '/404' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByTestId('back-home')).toHaveAttribute('href', '/');
  });
});
