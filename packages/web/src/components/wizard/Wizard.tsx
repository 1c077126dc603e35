import { Box, Button, Group, Progress, ScrollArea, Stack, Stepper, Title } from '@mantine/core';
import { useScrollIntoView } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { walkTo, wizardProgress } from './wizard-rules';

export interface WizardStep {
  key: string;
  label: string;
  content: ReactNode;
}

/** The spec's wizard scroll animation (docs/product.md, Wizards). */
const SCROLL_MS = 500;

/**
 * A multi-step wizard (docs/product.md, Wizards): each step has a before-change check; Next moves on only
 * when it passes, a click on a later step checks the steps on the way one by one, going back is free, and the
 * progress bar is proportional. Every step stays mounted (hidden when not shown), so a later step can be
 * checked while passing over it. The last step's button finishes, once its check passes.
 */
export function Wizard({
  label,
  steps,
  check,
  finishLabel,
  onFinish,
  initialStep = 0,
}: {
  label: string;
  steps: readonly WizardStep[];
  check: (step: number) => Promise<boolean>;
  finishLabel: string;
  onFinish: () => void;
  /** Where the wizard opens (a returning user resumes at the first step still to do). */
  initialStep?: number;
}) {
  const [active, setActive] = useState(initialStep);
  const [busy, setBusy] = useState(false);
  const { scrollIntoView, targetRef, scrollableRef } = useScrollIntoView<HTMLDivElement, HTMLDivElement>({ duration: SCROLL_MS });
  const shown = useRef(active);

  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    scrollIntoView({ alignment: 'start' });
  }, [active, scrollIntoView]);

  const last = steps.length - 1;
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const goTo = (to: number) => run(async () => void (await walkTo(active, to, check, setActive)));
  const finish = () =>
    run(async () => {
      if (await check(active)) onFinish();
    });

  return (
    <Stack gap="md" aria-label={label} role="group">
      <Progress value={wizardProgress(active, steps.length)} size="sm" aria-label={`${label} progress`} transitionDuration={200} />
      <Stepper active={active} onStepClick={(step) => void goTo(step)} allowNextStepsSelect size="sm">
        {steps.map((step) => (
          <Stepper.Step key={step.key} label={step.label} loading={busy && steps[active]?.key === step.key} />
        ))}
      </Stepper>
      <ScrollArea.Autosize mah="60vh" viewportRef={scrollableRef} type="auto" offsetScrollbars>
        <div ref={targetRef} />
        {steps.map((step, i) => (
          <Box key={step.key} style={i === active ? undefined : { display: 'none' }}>
            <Title order={3} fz="h5" mb="sm">
              {step.label}
            </Title>
            {step.content}
          </Box>
        ))}
      </ScrollArea.Autosize>
      <Group justify="space-between">
        <Button variant="default" onClick={() => void goTo(active - 1)} disabled={active === 0 || busy}>
          Back
        </Button>
        {active < last ? (
          <Button onClick={() => void goTo(active + 1)} loading={busy}>
            Next
          </Button>
        ) : (
          <Button onClick={() => void finish()} loading={busy}>
            {finishLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
