// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeProgress } from './date-range-progress';
import { Heading, Panel, Paragraph, Text } from './surface';

afterEach(() => vi.useRealTimers());

describe('the light surfaces of the first screen', () => {
  it('draws a panel with its head above the body, small or not, as the element it is told', () => {
    render(
      <Panel
        as="article"
        small
        title={<span>Electronics</span>}
        className="category-card"
        data-testid="p"
        aria-label="A"
      >
        <ul />
      </Panel>,
    );
    const panel = screen.getByTestId('p');
    expect(panel.tagName).toBe('ARTICLE');
    expect(panel.className).toBe('panel panel--small category-card');
    expect(panel.getAttribute('aria-label')).toBe('A');
    expect([...panel.children].map((c) => c.className)).toEqual(['panel__head', 'panel__body']);
    expect(panel.querySelector('.panel__head')?.textContent).toBe('Electronics');
  });

  it('leaves the head out when there is no title', () => {
    render(<Panel data-testid="p">body</Panel>);
    expect(screen.getByTestId('p').tagName).toBe('DIV');
    expect(screen.getByTestId('p').querySelector('.panel__head')).toBeNull();
  });

  it('gives headings their level in the outline, and text its secondary colour when asked', () => {
    render(
      <>
        <Heading level={3} id="h" className="auction-item__number">
          A-2026-0001
        </Heading>
        <Paragraph secondary>Goods by category</Paragraph>
        <Text>plain</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'A-2026-0001' }).className).toBe(
      'heading heading--3 auction-item__number',
    );
    expect(screen.getByText('Goods by category').className).toBe('paragraph text--secondary');
    expect(screen.getByText('plain').className).toBe('text');
  });
});

describe('the date-range bar', () => {
  const bar = (start: string, end: string) => {
    render(<DateRangeProgress start={start} end={end} label="Period of auction A-1" />);
    return screen.getByRole('progressbar', { name: 'Period of auction A-1' });
  };

  it('says the elapsed share to assistive technology and fills as much of the rail', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T10:30:00Z'), toFake: ['Date'] });
    const progress = bar('2026-12-05T10:00:00Z', '2026-12-05T12:00:00Z');
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('data-progress-status')).toBe('normal');
    expect((progress.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it('turns to the danger colour when the period is over, the fill stopping at the rail’s end', () => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z'), toFake: ['Date'] });
    const progress = bar('2026-12-05T10:00:00Z', '2026-12-05T12:00:00Z');
    expect(progress.getAttribute('data-progress-status')).toBe('danger');
    expect((progress.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
