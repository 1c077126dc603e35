import { DocumentViewer } from '../../../components/documents/DocumentViewer';
import { usePlatformDocument } from '../../../lib/documents/platform-document';

/**
 * The Marketing Services Agreement for the Developer API, as the root wrote it: the document its
 * public page shows, shown again inside the API KEY dialog above the checkbox, so what a user
 * agrees to is the text they can read later (the "also shown inside a frame" of the spec: the
 * app's own dialog, as the platform forbids framing its pages; docs/decisions.md, "Public and
 * document pages").
 */
export function DeveloperAgreementText() {
  return <DocumentViewer query={usePlatformDocument('marketing-services-agreement-developer')} framed={false} />;
}
