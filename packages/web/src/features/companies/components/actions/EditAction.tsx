import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { CompanyRow } from '@platform/core/contracts';
import { useEditingRow } from '../row-context';

/** Opens (or closes) the row's inline edit panel, drawn by the table under the row. */
export function EditAction({ row }: { row: CompanyRow }) {
  const { editingId, toggleEdit } = useEditingRow();
  const open = editingId === row.id;
  const label = `Edit ${row.company_name}`;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant={open ? 'light' : 'subtle'} color="gray" aria-label={label} aria-expanded={open} onClick={() => toggleEdit(row.id)}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
