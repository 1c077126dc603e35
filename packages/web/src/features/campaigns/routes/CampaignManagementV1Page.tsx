import { Navigate, useParams } from 'react-router';

/**
 * {module}/campaign-management-v1 is the earlier address of the same screen (docs/decisions.md,
 * Campaigns): old links and bookmarks land on campaign management, under the same guards.
 */
export function CampaignManagementV1Page() {
  const { module = '' } = useParams();
  return <Navigate to={`/${module}/campaign-management`} replace />;
}
