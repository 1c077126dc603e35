// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { polyfillDom } from '../../features/integrations/render.test-support';
import { DataTable, useWholeListTable } from './DataTable';

beforeAll(polyfillDom);
afterEach(cleanup);

interface Person {
  id: string;
  name: string;
  email: string;
}
const column = createColumnHelper<Person>();
const COLUMNS: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'E-mail' },
];
const PEOPLE: Person[] = [
  { id: 'p-1', name: 'Ann', email: 'ann@example.com' },
  { id: 'p-2', name: 'Bo', email: 'bo@example.com' },
];

function WholeList({ rows, pending = false, error = null }: { rows?: Person[]; pending?: boolean; error?: unknown }) {
  const table = useWholeListTable(COLUMNS, rows, (r) => r.id);
  return <DataTable table={table} label="People" pending={pending} error={error} />;
}

/** A server-sorted list: only the name column sorts; the sort asked for is shown beside the table. */
function SortedList() {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: PEOPLE,
    columns: [column.accessor('name', { header: 'Name' }), column.accessor('email', { header: 'E-mail', enableSorting: false })],
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });
  return (
    <>
      <DataTable table={table} label="People" pending={false} error={null} />
      <output>{JSON.stringify(sorting)}</output>
    </>
  );
}

const show = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);
const bodyText = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('A list shows one row instead of data while it cannot show data', () => {
  it('"Loading Data" before the first answer', () => {
    show(<WholeList pending />);
    expect(bodyText()).toEqual(['Loading Data']);
  });

  it("the server's message when the list could not be read, as an alert", () => {
    show(<WholeList error={new ApiError(403, 'You may not see these people.')} />);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'You may not see these people.');
  });

  it('"No Data" for an empty list', () => {
    show(<WholeList rows={[]} />);
    expect(bodyText()).toEqual(['No Data']);
  });

  it('the rows, in the order the API answered them', () => {
    show(<WholeList rows={PEOPLE} />);
    expect(bodyText()).toEqual(['Annann@example.com', 'Bobo@example.com']);
  });
});

describe('Headers sort only where the column sorts', () => {
  it('a whole list answered at once has no sort buttons', () => {
    show(<WholeList rows={PEOPLE} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'E-mail']);
  });

  it('a sortable column cycles ascending, descending, none and says so with aria-sort', () => {
    show(<SortedList />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(name).getByRole('button'));
    expect(screen.getByRole('status').textContent).toBe('[{"id":"name","desc":false}]');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).toBeNull();
  });
});
