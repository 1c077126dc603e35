// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Readies jsdom for Mantine and unmounts after each test.
import '../../../test/render';
import { FigureCard, LeadsPerDayCard } from './LeadsPerDay';

const days = [
  { day: '2026-11-24', delivered: 3, suppressed: 1, over_limit: 0 },
  { day: '2026-11-25', delivered: 4, suppressed: 0, over_limit: 2 },
];

function show(empty = false) {
  return render(
    <MantineProvider>
      <LeadsPerDayCard days={days} timeZone="America/Chicago" empty={empty} columns={[{ label: 'Delivered', value: (d) => d.delivered }]} />
    </MantineProvider>,
  );
}

describe("the leads-per-day chart's legend", () => {
  it('names each series the bars stack, in their order, before the chart has loaded', () => {
    show();
    // Announced as loading (a status), not a shape with a name nothing reads.
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Delivered', 'Suppressed', 'Over limit']);
  });

  it('is not shown when the days hold no lead', () => {
    show(true);
    expect(screen.getByText('No leads in these days.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Chart legend' })).toBeNull();
  });
});

describe('the leads-per-day chart', () => {
  it('replaces its placeholder once the page is idle, keeping the legend and the days for a screen reader', async () => {
    const { container } = show();
    await waitFor(() => expect(screen.queryByLabelText('Loading chart')).toBeNull(), { timeout: 20_000 });
    expect(container.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Chart legend' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Leads per day' })).getAllByRole('row')).toHaveLength(3);
  });
});

describe('the leads-per-day card while the days load', () => {
  it('holds its place with the legend and a placeholder, and loads no chart', () => {
    const { container } = render(
      <MantineProvider>
        <LeadsPerDayCard days={undefined} timeZone={undefined} columns={[{ label: 'Delivered', value: (d) => d.delivered }]} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Loading chart')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Chart legend' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Leads per day' })).toBeNull();
    expect(container.textContent).not.toContain('Days in');
  });
});

describe('a figure card', () => {
  it('shows its label and a placeholder until its value comes, then the value', () => {
    const { rerender } = render(
      <MantineProvider>
        <FigureCard label="Leads today" value={null} />
      </MantineProvider>,
    );
    expect(within(screen.getByRole('region', { name: 'Leads today' })).getByText('Loading')).toBeTruthy();
    rerender(
      <MantineProvider>
        <FigureCard label="Leads today" value="12" />
      </MantineProvider>,
    );
    const figure = screen.getByRole('region', { name: 'Leads today' });
    expect(within(figure).getByText('12')).toBeTruthy();
    expect(within(figure).queryByText('Loading')).toBeNull();
  });
});
