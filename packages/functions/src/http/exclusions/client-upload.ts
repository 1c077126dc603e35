import { clientUploadFieldsSchema } from '@platform/core/exclusions/exclusions.contract';
import { uploadClientExclusions } from '@platform/core/exclusions/service';
import { httpRoute } from '../../lib/http.js';
import { exclusionUpload } from '../../lib/exclusion-upload.js';

/** POST /api/tools/optout-client/upload (multipart: file, ClientCompanyID, campaigntype, campaignid). */
export const handler = httpRoute({ auth: 'user' }, async ({ actor, event }) => {
  const { fields, file } = await exclusionUpload(event);
  return uploadClientExclusions(actor, clientUploadFieldsSchema.parse(fields), file);
});
