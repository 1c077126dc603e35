import type { BannerColors } from './banner.contract.js';
import { bannerSize, type BannerSizeId, type BannerTemplateId } from './banner-values.js';

/**
 * One layout description of a banner, used twice: the create page draws it as HTML for the live
 * preview, and the server hands the very same tree to the PNG renderer (satori's element shape:
 * `{ type, props: { style, children } }`). Only CSS both understand is used: flexbox on every box,
 * px sizes, no inherited layout (docs/decisions.md, "Ads design").
 */
export type LayoutStyle = Record<string, string | number>;
export interface LayoutNode {
  type: 'div' | 'img';
  props: { style: LayoutStyle; children?: (LayoutNode | string)[]; src?: string; width?: number; height?: number; alt?: string };
}

export interface LayoutInput {
  size: BannerSizeId;
  template: BannerTemplateId;
  headline: string;
  body: string;
  cta: string;
  colors: BannerColors;
  /** The picture's address (a data: URL on the server, an object or signed URL in the browser), or none. */
  imageSrc?: string | undefined;
}

/** The font every banner is set in: bundled with core (fonts/), loaded by the page for the preview. */
export const BANNER_FONT_FAMILY = 'Inter';

type Shape = 'strip' | 'tall' | 'box';
const shapeOf = (w: number, h: number): Shape => (h <= 100 ? 'strip' : h / w >= 2 ? 'tall' : 'box');

const box = (style: LayoutStyle, children: (LayoutNode | string | null | false | undefined)[]): LayoutNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c): c is LayoutNode | string => Boolean(c)) },
});
const text = (value: string, style: LayoutStyle): LayoutNode => ({ type: 'div', props: { style: { display: 'flex', ...style }, children: [value] } });
const picture = (src: string, width: number, height: number, style: LayoutStyle = {}): LayoutNode => ({
  type: 'img',
  props: { src, width, height, alt: '', style: { width, height, objectFit: 'cover', flexShrink: 0, ...style } },
});

/** The banner's layout tree at its real pixel size. */
export function bannerLayout(input: LayoutInput): LayoutNode {
  const { width: w, height: h } = bannerSize(input.size);
  const shape = shapeOf(w, h);
  const c = input.colors;
  // Type scales with the shorter useful side, so each size reads like its IAB examples.
  const k = shape === 'strip' ? h / 90 : shape === 'tall' ? w / 160 : Math.min(w / 300, h / 250);
  const sizes = { headline: Math.round((shape === 'tall' ? 22 : 24) * k), body: Math.round(13 * k), cta: Math.round(13 * k), pad: Math.round(14 * k) };
  if (input.template === 'spotlight') sizes.headline = Math.round(sizes.headline * 1.25);
  const frame: LayoutStyle = {
    width: w,
    height: h,
    backgroundColor: c.background,
    color: c.text,
    fontFamily: BANNER_FONT_FAMILY,
    overflow: 'hidden',
    position: 'relative',
  };
  const headline = text(input.headline, { fontSize: sizes.headline, fontWeight: 700, lineHeight: 1.15, maxWidth: '100%' });
  const body = input.body && !(shape === 'strip' && h < 80) ? text(input.body, { fontSize: sizes.body, fontWeight: 400, lineHeight: 1.35, opacity: 0.9, maxWidth: '100%' }) : null;
  const button = text(input.cta, {
    fontSize: sizes.cta,
    fontWeight: 700,
    backgroundColor: c.button,
    color: c.button_text,
    padding: `${Math.round(sizes.cta * 0.55)}px ${Math.round(sizes.cta * 1.1)}px`,
    borderRadius: Math.round(sizes.cta * 0.4),
    flexShrink: 0,
  });
  const src = input.imageSrc;

  if (shape === 'strip') {
    const side = h;
    return box({ ...frame, flexDirection: 'row', alignItems: 'center' }, [
      src ? picture(src, input.template === 'split' ? Math.round(side * 1.6) : side, side) : null,
      box({ flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1, padding: `0 ${Math.round(sizes.pad * 0.8)}px`, gap: Math.round(2 * k), overflow: 'hidden' }, [
        text(input.headline, { fontSize: Math.round(sizes.headline * (h < 80 ? 0.7 : 1)), fontWeight: 700, lineHeight: 1.1 }),
        body,
      ]),
      box({ paddingRight: Math.round(sizes.pad * 0.8), flexShrink: 0 }, [button]),
    ]);
  }

  const words = (align: 'center' | 'flex-start') =>
    box({ flexDirection: 'column', alignItems: align, textAlign: align === 'center' ? 'center' : 'left', gap: Math.round(8 * k), flexShrink: 1, overflow: 'hidden' }, [headline, body]);

  if (input.template === 'split') {
    if (shape === 'tall') {
      return box({ ...frame, flexDirection: 'column' }, [
        src ? picture(src, w, Math.round(h * 0.42)) : null,
        box({ flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between', padding: sizes.pad, gap: sizes.pad }, [words('flex-start'), box({}, [button])]),
      ]);
    }
    const pictureWidth = Math.round(w * 0.42);
    return box({ ...frame, flexDirection: 'row' }, [
      src ? picture(src, pictureWidth, h) : null,
      box({ flexDirection: 'column', flexGrow: 1, flexShrink: 1, justifyContent: 'center', padding: sizes.pad, gap: Math.round(sizes.pad * 0.9) }, [words('flex-start'), box({}, [button])]),
    ]);
  }

  if (input.template === 'spotlight') {
    const badge = Math.round((shape === 'tall' ? w * 0.34 : h * 0.24) / 1);
    return box({ ...frame, flexDirection: 'column' }, [
      box({ width: w, height: Math.max(4, Math.round(6 * k)), backgroundColor: c.button, flexShrink: 0 }, []),
      box({ flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between', padding: sizes.pad, gap: sizes.pad }, [
        box({ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: Math.round(sizes.pad * 0.6) }, [
          words('flex-start'),
          src ? picture(src, badge, badge, { borderRadius: badge / 2, border: `${Math.max(2, Math.round(3 * k))}px solid ${c.button}` }) : null,
        ]),
        box({ flexDirection: 'row' }, [button]),
      ]),
    ]);
  }

  // Classic: the picture above, everything centred.
  const pictureHeight = Math.round(shape === 'tall' ? h * 0.28 : h * 0.3);
  return box({ ...frame, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: sizes.pad, gap: Math.round(sizes.pad * 0.8) }, [
    src ? picture(src, Math.round(shape === 'tall' ? w - 2 * sizes.pad : pictureHeight * 1.6), pictureHeight, { objectFit: 'contain' }) : null,
    words('center'),
    button,
  ]);
}
