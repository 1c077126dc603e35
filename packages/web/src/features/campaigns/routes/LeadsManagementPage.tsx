import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useClientChoices } from '../api/clients';
import { agencyLeadsPath } from '../api/leads';
import { LeadsBrowser } from '../components/LeadsBrowser';
import { PageHeader } from '../../../components/PageHeader';
import { useModuleScope } from '../use-module-scope';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * {module}/leads-management (administrators only, not in the menu): every lead of the agency's
 * clients in this module, by days, status, client and search, and the same as a CSV.
 */
export function LeadsManagementPage() {
  const scope = useModuleScope();
  const t = useT();
  const clients = useClientChoices(scope?.companyId ?? '', '', scope !== null);
  const [clientId, setClientId] = useState('');
  if (!scope) return <Navigate to="/" replace />;
  const clientFilter = {
    clientId: clientId || undefined,
    element: (
      <NativeSelect label="Client" size="xs" data={[{ value: '', label: 'All clients' }, ...(clients.data ?? [])]} value={clientId} onChange={(e) => setClientId(e.currentTarget.value)} />
    ),
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('page.module-leads-management.title', { module: scope.name })} intro="Every lead of your clients’ campaigns: delivered, suppressed, over the limit and test leads." />
      <LeadsBrowser label={`${scope.name} leads`} pathFor={(r) => agencyLeadsPath(scope.module, scope.companyId, r)} withSearch withCampaign clientFilter={clientFilter} />
    </Stack>
  );
}
