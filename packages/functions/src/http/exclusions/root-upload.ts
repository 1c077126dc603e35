import { rootUploadFieldsSchema } from '@platform/core/exclusions/exclusions.contract';
import { uploadRootOptOut } from '@platform/core/exclusions/service';
import { httpRoute } from '../../lib/http.js';
import { exclusionUpload } from '../../lib/exclusion-upload.js';

/** POST /api/tools/optout/upload (multipart: file, CompanyRootID): the platform-wide opt-out list. */
export const handler = httpRoute({ auth: 'user' }, async ({ actor, event }) => {
  const { fields, file } = await exclusionUpload(event);
  return uploadRootOptOut(actor, rootUploadFieldsSchema.parse(fields).CompanyRootID, file);
});
