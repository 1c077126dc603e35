import { describe, expect, it } from 'vitest';
import type { Branding } from '@platform/core/contracts';
import { resolveBrand, safeColor, safeFont, safeLogo } from './brand';

const acme: Branding = {
  company_name: 'Acme Agency',
  logo: 'data:image/svg+xml;utf8,acme',
  box_bgcolor: '#c2410c',
  text_color: '#ffffff',
  link_color: '#c2410c',
  template_bgcolor: '#fff7ed',
  sidebar_bgcolor: '#7c2d12',
  font_theme: 'Poppins',
};

const userFields = {
  user_type: 'userdownline' as const,
  company_name: 'Acme Agency',
  company_logo: null,
  companyparentname: 'Demo Platform',
  companyparentlogo: 'data:image/png;base64,root',
  box_bgcolor: null,
  text_color: null,
  link_color: '#123456',
  template_bgcolor: null,
  sidebar_bgcolor: null,
  font_theme: null,
};

describe('resolveBrand', () => {
  it("uses the domain's brand for a visitor", () => {
    expect(resolveBrand(acme, null)).toMatchObject({ name: 'Acme Agency', linkColor: '#c2410c', font: 'Poppins' });
  });

  it("lets the user's company win where it sets a value, the domain filling the rest", () => {
    const brand = resolveBrand(acme, userFields);
    expect(brand.linkColor).toBe('#123456');
    expect(brand.sidebarColor).toBe('#7c2d12');
    expect(brand.logo).toBe(acme.logo);
  });

  it("shows a client its agency's name and logo", () => {
    const brand = resolveBrand(acme, {
      ...userFields,
      user_type: 'client',
      company_name: "Bob's Bakery",
      companyparentname: 'Acme Agency',
      companyparentlogo: 'data:image/png;base64,acme',
    });
    expect(brand.name).toBe('Acme Agency');
    expect(brand.logo).toBe('data:image/png;base64,acme');
  });
});

describe('tenant values that reach CSS and img src', () => {
  it('accepts hex colours only, expanding the short form', () => {
    expect(safeColor('#ABC')).toBe('#aabbcc');
    expect(safeColor('#c2410c')).toBe('#c2410c');
    expect(safeColor('red; } body { display: none')).toBeNull();
    expect(safeColor('url(x)')).toBeNull();
  });

  it('accepts plain font names only', () => {
    expect(safeFont('Open Sans')).toBe('Open Sans');
    expect(safeFont("x'; } *{")).toBeNull();
  });

  it('accepts image data URLs, https logos and logos the API serves only', () => {
    expect(safeLogo('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(safeLogo('/api/branding/logo/01JABC/01JDEF_x-1.png')).toBe('/api/branding/logo/01JABC/01JDEF_x-1.png');
    expect(safeLogo('/api/branding/logo/01JABC/../../user')).toBeNull();
    expect(safeLogo('//evil.example.com/logo.png')).toBeNull();
    expect(safeLogo('javascript:alert(1)')).toBeNull();
    expect(safeLogo('data:text/html,<script>')).toBeNull();
  });
});
