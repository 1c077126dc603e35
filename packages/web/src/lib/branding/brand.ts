import type { Branding, UserData } from '@platform/core/contracts';

/** What the screens show of a tenant: its name, logo, colours and font, already checked. */
export interface Brand {
  name: string;
  logo: string | null;
  boxColor: string | null;
  textColor: string | null;
  linkColor: string | null;
  templateColor: string | null;
  sidebarColor: string | null;
  font: string | null;
}

type UserBrandFields = Pick<
  UserData,
  | 'user_type'
  | 'company_name'
  | 'company_logo'
  | 'companyparentname'
  | 'companyparentlogo'
  | 'box_bgcolor'
  | 'text_color'
  | 'link_color'
  | 'template_bgcolor'
  | 'sidebar_bgcolor'
  | 'font_theme'
>;

/**
 * The brand to show: the domain's, overridden by the signed-in user's company where it sets a
 * value. A client works under its agency's brand, so its name and logo are the agency's.
 */
export function resolveBrand(domain: Branding, user: UserBrandFields | null): Brand {
  const base: Brand = {
    name: domain.company_name,
    logo: safeLogo(domain.logo),
    boxColor: safeColor(domain.box_bgcolor),
    textColor: safeColor(domain.text_color),
    linkColor: safeColor(domain.link_color),
    templateColor: safeColor(domain.template_bgcolor),
    sidebarColor: safeColor(domain.sidebar_bgcolor),
    font: safeFont(domain.font_theme),
  };
  if (!user) return base;
  const isClient = user.user_type === 'client';
  return {
    name: (isClient ? user.companyparentname : user.company_name) || base.name,
    logo: safeLogo(isClient ? user.companyparentlogo : user.company_logo) ?? base.logo,
    boxColor: safeColor(user.box_bgcolor) ?? base.boxColor,
    textColor: safeColor(user.text_color) ?? base.textColor,
    linkColor: safeColor(user.link_color) ?? base.linkColor,
    templateColor: safeColor(user.template_bgcolor) ?? base.templateColor,
    sidebarColor: safeColor(user.sidebar_bgcolor) ?? base.sidebarColor,
    font: safeFont(user.font_theme) ?? base.font,
  };
}

// Tenants type these values; they end up in CSS and img src, so only plain forms pass.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FONT = /^[a-z0-9][a-z0-9 -]{0,40}$/i;

export const safeColor = (value: string | null | undefined): string | null =>
  value && HEX.test(value.trim()) ? expandHex(value.trim().toLowerCase()) : null;

export const safeFont = (value: string | null | undefined): string | null =>
  value && FONT.test(value.trim()) ? value.trim() : null;

// An uploaded logo is served by the API on every tenant host (GET /api/branding/logo/{companyId}/{file}).
const SERVED_LOGO = /^\/api\/branding\/logo\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(?:png|jpg|webp|gif)$/;

export function safeLogo(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value) || /^https:\/\//i.test(value) || SERVED_LOGO.test(value) ? value : null;
}

const expandHex = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
