import type { PlatformDocumentName } from '@platform/core/contracts';
import { DocumentViewer } from '../../../components/documents/DocumentViewer';
import { usePlatformDocument } from '../../../lib/documents/platform-document';

/**
 * /privacy-policy, /term-of-use, /service-billing-agreement, /marketing-services-agreement-developer:
 * the platform's document, as its root wrote it, under the brand of the domain it is read on.
 */
export function PlatformDocumentPage({ name }: { name: PlatformDocumentName }) {
  return <DocumentViewer query={usePlatformDocument(name)} />;
}

export const pageOf = (name: PlatformDocumentName) => () => <PlatformDocumentPage name={name} />;
