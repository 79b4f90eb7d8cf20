import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/**
 * Mantine's Modal with two accessibility fixes: its header is not a second page banner
 * (role none) and its close button has a name.
 */
export function Dialog({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
