import { bannerLayout, type LayoutInput, type LayoutNode } from '@platform/core/banner-layout';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import { ensureBannerFont } from '../banner-font';

/**
 * The live preview: core's layout tree (the one the server draws to PNG) as HTML at the banner's
 * real size, scaled down to fit `maxWidth`. Nothing is laid out here: the page and the PNG match
 * because both come from `bannerLayout`.
 */
export function BannerPreview({ design, maxWidth }: { design: LayoutInput; maxWidth: number }) {
  ensureBannerFont();
  const root = bannerLayout(design);
  const width = Number(root.props.style.width);
  const height = Number(root.props.style.height);
  const scale = Math.min(1, maxWidth / width);
  return (
    <div data-testid="banner-preview" role="img" aria-label={`Preview: ${design.headline}`} style={{ width: width * scale, height: height * scale, overflow: 'hidden' }}>
      <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: 'top left' }}>{draw(root, 'r')}</div>
    </div>
  );
}

function draw(node: LayoutNode | string, key: string): ReactNode {
  if (typeof node === 'string') return node;
  const { style, children, src, width, height, alt } = node.props;
  // The layout's box model is the renderer's: every box border-box, as satori measures.
  const css = { boxSizing: 'border-box', ...style } as CSSProperties;
  if (node.type === 'img') return createElement('img', { key, src, width, height, alt: alt ?? '', style: css });
  return createElement('div', { key, style: css }, ...(children ?? []).map((c, i) => draw(c, `${key}.${i}`)));
}
