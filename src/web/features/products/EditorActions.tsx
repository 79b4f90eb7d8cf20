import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * Save and Cancel at the foot of an editor. Cancelling with unsaved changes asks first
 * (spec §5 "cancelling an edit needs confirmation").
 */
export function EditorActions({
  dirty,
  saving,
  onCancel,
  saveLabel,
}: {
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
  saveLabel: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => (dirty ? setConfirming(true) : onCancel())}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      >
        Your changes have not been saved. They will be lost if you leave now.
      </ConfirmDialog>
    </>
  );
}
