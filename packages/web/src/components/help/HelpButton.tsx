import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { HelpDialog } from './HelpDialog';

/** "Help" beside a page's title, opening the help dialog (the agency and client lists have one). */
export function HelpButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" leftSection={<IconHelpCircle size={18} aria-hidden />} onClick={() => setOpened(true)} aria-haspopup="dialog">
        Help
      </Button>
      <HelpDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
