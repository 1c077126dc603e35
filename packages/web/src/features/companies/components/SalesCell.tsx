import { Badge, Group } from '@mantine/core';
import type { CompanyRow, UserData } from '@platform/core/contracts';
import { salesAssignments } from '../sales-names';

/** The Sales column: "Sales Rep: Sam Sales", one badge per assigned role. */
export function SalesCell({ row, user, people }: { row: CompanyRow; user: UserData; people: readonly { id: string; name: string }[] }) {
  const assigned = salesAssignments(row, people, user);
  return (
    <Group gap={4}>
      {assigned.map(({ role, name }) => (
        <Badge key={role} size="sm" variant="light" color="gray" tt="none">
          {name ? `${role}: ${name}` : role}
        </Badge>
      ))}
    </Group>
  );
}
