import { Stack } from '@mantine/core';
import { Dialog } from '../dialogs/Dialog';
import { DocumentViewer } from '../documents/DocumentViewer';
import { usePlatformDocument } from '../../lib/documents/platform-document';
import { HelpIllustration } from './HelpIllustration';

/**
 * The help dialog (docs/decisions.md, "Public and document pages"): a picture and the platform's
 * Help and Support text, which the root writes with its other documents, under the brand of the
 * domain. Loaded when opened.
 */
export function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Help and Support" size="lg">
      {opened ? <HelpContent /> : null}
    </Dialog>
  );
}

function HelpContent() {
  return (
    <Stack gap="md">
      <HelpIllustration />
      <DocumentViewer query={usePlatformDocument('help-and-support')} framed={false} />
    </Stack>
  );
}
