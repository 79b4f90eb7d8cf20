import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormError } from '../../components/FormError';
import { notifyMessage } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { EditorActions } from './EditorActions';
import { useEditorExit } from './editor-exit';
import { editorTab, useEditorNoun } from './EditorFrame';

/**
 * An editor's form inside its EditorFrame: the failed-save alert, the sections, then Save and
 * Cancel. A save shows the server's message and leaves the editor (to the list's tab, or back to
 * the onboarding wizard); so does Cancel, asking first when there are unsaved changes.
 */
export function EditorForm<Values>({
  form,
  onSave,
  dirty = false,
  saving = false,
  children,
}: {
  form: UseFormReturnType<Values>;
  /** Saves the values; resolves with the server's message. */
  onSave: (values: Values) => Promise<{ message: string }>;
  /** Unsaved changes outside the form's values (a new product's waiting photos). */
  dirty?: boolean;
  /** Work still running after the save itself (those photos uploading). */
  saving?: boolean;
  children: ReactNode;
}) {
  const noun = useEditorNoun();
  const { exit } = useEditorExit(editorTab[noun]);
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const { message } = await onSave(values);
    form.resetDirty();
    notifyMessage(message);
    exit();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError error={error} />
        {children}
        <EditorActions
          dirty={form.isDirty() || dirty}
          saving={submitting || saving}
          onCancel={exit}
          saveLabel={`Save ${noun}`}
        />
      </Stack>
    </form>
  );
}
