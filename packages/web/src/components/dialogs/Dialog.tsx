import { Modal, type ModalProps } from '@mantine/core';

/** Every dialog's close button, named for screen readers. */
export const CLOSE_BUTTON = { 'aria-label': 'Close' };

/**
 * Every dialog of the app (docs/decisions.md, "Code structure"): a Mantine modal, centred unless
 * told otherwise, whose close button screen readers hear as "Close". Add and edit forms use
 * `ModalForm`, built on it; lint refuses a raw `Modal` elsewhere.
 */
export function Dialog({ centered = true, closeButtonProps = CLOSE_BUTTON, ...props }: ModalProps) {
  return <Modal centered={centered} closeButtonProps={closeButtonProps} {...props} />;
}
