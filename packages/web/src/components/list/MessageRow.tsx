import { Table } from '@mantine/core';

/**
 * The one row a list shows instead of data: "Loading Data", the server's message, or "No Data".
 * Apart from SortableHeader, so a plain table does not bring TanStack Table with it.
 */
export function MessageRow({ colSpan, error, children }: { colSpan: number; error?: boolean; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c={error ? 'red' : 'dimmed'} py="lg" role={error ? 'alert' : undefined}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
