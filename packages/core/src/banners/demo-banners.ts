import { newId } from '../platform/ids.js';
import type { BannerDesign } from './banner.contract.js';
import { brandBannerColors } from './banner-values.js';
import { bannerNameKey } from './banner.entity.js';
import { designHashOf, drawBanner } from './banners.js';
import { createWriteTransaction } from 'electrodb';
import { bannerEntity, bannerNameClaimEntity } from './banner.entity.js';

/**
 * Two banners for Bob's Bakery, so Acme's Banner List shows real thumbnails on the first start: a
 * medium rectangle and a leaderboard in Acme's colours. They are written at seed time and drawn
 * just after, without holding the start up: the first drawing loads the renderer (seconds on a
 * busy machine), which every test run's platform would otherwise wait for. Until drawn, the list
 * shows them as "Drawing…".
 */
export async function seedDemoBanners(ids: { rootId: string; agencyId: string; clientId: string; userId: string }, brand: { sidebar_bgcolor: string; link_color: string }, now: Date): Promise<{ drawn: Promise<void> }> {
  const colors = brandBannerColors(brand);
  const designs: Omit<BannerDesign, 'colors'>[] = [
    { name: 'Fresh bread every morning', size: '300x250', template: 'classic', headline: 'Fresh bread every morning', body: 'Sourdough, rye and brioche baked before sunrise on Baker St.', cta: 'Order now', target_url: 'https://bobsbakery.example/order' },
    { name: 'Weekend pastry sale', size: '728x90', template: 'split', headline: 'Weekend pastry sale: 20% off', body: 'Croissants, danishes and pies, Saturday and Sunday only.', cta: 'See the menu', target_url: 'https://bobsbakery.example/menu' },
  ];
  const toDraw: (() => Promise<void>)[] = [];
  for (const [i, d] of designs.entries()) {
    const design = { ...d, colors };
    const bannerId = newId();
    const hash = designHashOf(design, undefined);
    const at = new Date(now.getTime() - (designs.length - i) * 3_600_000).toISOString();
    await createWriteTransaction({ banner: bannerEntity, bannerNameClaim: bannerNameClaimEntity }, ({ banner, bannerNameClaim }) => [
        bannerNameClaim.create({ rootId: ids.rootId, companyId: ids.clientId, name: bannerNameKey(d.name), bannerId }).commit(),
        banner
          .create({
            rootId: ids.rootId,
            bannerId,
            agencyId: ids.agencyId,
            companyId: ids.clientId,
            name: d.name,
            size: d.size,
            template: d.template,
            headline: d.headline,
            body: d.body,
            cta: d.cta,
            targetUrl: d.target_url,
            colors,
            designHash: hash,
            status: 'rendering',
            createdByUserId: ids.userId,
            createdAt: at,
            updatedAt: at,
          })
          .commit(),
      ])
      .go();
    toDraw.push(() => drawBanner(ids.rootId, bannerId, hash, { ...design, imageKey: undefined, imageType: undefined }));
  }
  // One after another, in the background; a platform stopped meanwhile leaves them "rendering".
  const drawn = (async () => {
    for (const draw of toDraw) await draw();
  })().catch(() => undefined);
  return { drawn };
}
