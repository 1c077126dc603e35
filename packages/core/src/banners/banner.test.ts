import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, BANNER_TEMPLATES, brandBannerColors, readableOn, startBannerCreateSchema, type BannerSizeId } from './banner.contract.js';
import { bannerLayout, type LayoutNode } from './banner-layout.js';
import { bannerSnippet } from './banner-snippet.js';

const colors = { background: '#7c2d12', text: '#ffffff', button: '#c2410c', button_text: '#ffffff' };
const words = (n: LayoutNode | string): string[] => (typeof n === 'string' ? [n] : (n.props.children ?? []).flatMap(words));
const images = (n: LayoutNode | string): LayoutNode[] => (typeof n === 'string' ? [] : [...(n.type === 'img' ? [n] : []), ...(n.props.children ?? []).flatMap(images)]);

describe('a banner’s layout (the preview and the PNG draw the same tree)', () => {
  it.each(BANNER_SIZES.flatMap((s) => BANNER_TEMPLATES.map((t) => [s.id, t.id] as const)))('%s in %s: the frame is the size, with the headline, button and picture', (size, template) => {
    const tree = bannerLayout({ size: size as BannerSizeId, template, headline: 'Fresh bread', body: 'Baked daily', cta: 'Order', colors, imageSrc: 'data:image/png;base64,AA==' });
    const s = BANNER_SIZES.find((x) => x.id === size)!;
    expect([tree.props.style.width, tree.props.style.height]).toEqual([s.width, s.height]);
    expect(words(tree)).toEqual(expect.arrayContaining(['Fresh bread', 'Order']));
    expect(images(tree)).toHaveLength(1);
  });

  it('leaves the text out of the 320×50, where it cannot be read', () => {
    expect(words(bannerLayout({ size: '320x50', template: 'classic', headline: 'H', body: 'Body text', cta: 'Go', colors }))).not.toContain('Body text');
  });

  it('draws no picture when none was chosen', () => {
    expect(images(bannerLayout({ size: '300x250', template: 'split', headline: 'H', body: '', cta: 'Go', colors }))).toEqual([]);
  });
});

describe('a banner’s colours default to the agency’s brand, always readable', () => {
  it('takes the sidebar colour as background and the link colour as the button', () => {
    expect(brandBannerColors({ sidebar_bgcolor: '#7C2D12', link_color: '#c2410c' })).toEqual({ background: '#7c2d12', text: '#ffffff', button: '#c2410c', button_text: '#ffffff' });
  });
  it('uses dark words on a light colour', () => {
    expect(readableOn('#fff7ed')).toBe('#111111');
    expect(brandBannerColors({ sidebar_bgcolor: null, box_bgcolor: '#fef08a', link_color: 'not a colour' })).toMatchObject({ background: '#fef08a', text: '#111111', button: '#2563eb' });
  });
});

describe('what Save accepts', () => {
  const good = { company_id: 'c1', name: 'N', size: '300x250', template: 'classic', headline: 'H', body: '', cta: 'Go', target_url: 'https://bakery.example/x', colors };
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://bakery.example', 'https://', 'https://nodot', 'https://bakery.example/"onmouseover'])('refuses the target %s', (target_url) => {
    expect(startBannerCreateSchema.safeParse({ ...good, target_url }).success).toBe(false);
  });
  it.each(['https://bakery.example', 'http://bakery.example/menu?x=1#y'])('accepts the target %s', (target_url) => {
    expect(startBannerCreateSchema.safeParse({ ...good, target_url }).success).toBe(true);
  });
  it('refuses a size or template that does not exist and a colour that is not #rrggbb', () => {
    expect(startBannerCreateSchema.safeParse({ ...good, size: '250x250' }).success).toBe(false);
    expect(startBannerCreateSchema.safeParse({ ...good, template: 'fancy' }).success).toBe(false);
    expect(startBannerCreateSchema.safeParse({ ...good, colors: { ...colors, button: 'red' } }).success).toBe(false);
  });
});

describe('the HTML5 snippet for ad servers', () => {
  it('clicks through clickTag to the target, shows the PNG at its size, and escapes what people typed', () => {
    const html = bannerSnippet({ name: 'A <b>', size: '728x90', headline: 'Say "hi" </script>', targetUrl: 'https://x.example/?a=1&b=</script>' }, 'https://acme.example/api/banner/image/b1/f.png');
    expect(html).toContain('<meta name="ad.size" content="width=728,height=90">');
    expect(html).toContain('var clickTag = "https://x.example/?a=1&b=\\u003c/script\\u003e";');
    expect(html).toContain('<img src="https://acme.example/api/banner/image/b1/f.png" width="728" height="90" alt="Say &quot;hi&quot; &lt;/script&gt;">');
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
