import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/**
 * Mantine's Modal with two accessibility fixes: its header is a plain div (a <header> outside
 * the page's main landmark would be a second banner) and its close button has a name.
 */
export function Dialog({
  opened,
  onClose,
  title,
  size,
  centered,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered={centered}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
