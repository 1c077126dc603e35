import { Outlet } from 'react-router';

/**
 * The campaign layout (docs/product.md, Menus and pages: /campaign, /campaign-setup, /Audience, /Client). The
 * campaign builder's issue gives it its shared parts; until then its pages sit directly in the frame.
 */
export function CampaignLayout() {
  return <Outlet />;
}
