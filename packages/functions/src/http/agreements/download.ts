import { DOCUMENT_TYPES } from '@platform/core/agreements/agreement-templates';
import { renderAgreement } from '@platform/core/agreements/agreements';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam, documentType: z.enum(DOCUMENT_TYPES) }) },
  async ({ actor, path }) => {
    const { filename, html } = await renderAgreement(actor, path.companyId, path.documentType);
    return { file: { filename, contentType: 'text/html; charset=utf-8', body: html } };
  },
);
