import { DOCUMENT_TYPES, renderAgreement } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyID: idParam, documentType: z.enum(DOCUMENT_TYPES) }) },
  async ({ actor, path }) => {
    const { filename, html } = await renderAgreement(actor, path.companyID, path.documentType);
    return { file: { filename, contentType: 'text/html; charset=utf-8', body: html } };
  },
);
