import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * Where each page of a parent's children starts, for one list order and page size: page k+1
 * starts after `cursors[k-1]`. Valid while the
 * parent's `listVersion` is the one it was built at; built as far as the deepest page asked for.
 */
export const listPagesEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'listPages', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      parentId: { type: 'string', required: true, readOnly: true },
      /** `<column>.<order>.<per_page>` */
      listKey: { type: 'string', required: true, readOnly: true },
      version: { type: 'number', required: true },
      /** The last row of pages 1, 2, ...: its company id and its sort key in the list's index. */
      cursors: {
        type: 'list',
        required: true,
        items: { type: 'map', properties: { id: { type: 'string', required: true }, key: { type: 'string', required: true } } },
      },
      /** The walk reached the end of the list: no page beyond the last cursor has rows. */
      complete: { type: 'boolean', required: true },
    },
    indexes: {
      byList: {
        pk: { field: 'pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'sk', composite: ['listKey'] },
      },
    },
  }),
);

export type ListPages = EntityItem<typeof listPagesEntity>;
