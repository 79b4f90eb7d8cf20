import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { MESSAGE_BODY_MAX, canSendMessage, normalizeMessageBody } from '#domain/messaging';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; Send stays disabled while the
 * text is empty (spec §6). `onSend` resolves true when the message went out, which clears it.
 */
export function Composer({
  recipientName,
  onSend,
  sending,
}: {
  recipientName: string;
  onSend: (body: string) => Promise<boolean>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  const sendable = canSendMessage(text);
  const remaining = MESSAGE_BODY_MAX - normalizeMessageBody(text).length;

  const submit = async () => {
    if (!sendable || sending) return;
    if (await onSend(normalizeMessageBody(text))) setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter also confirms an IME composition (Japanese, Chinese…); not a send.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      aria-label="Send a message"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label={`Message to ${recipientName}`}
          description="Enter to send, Shift+Enter for a new line"
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_BODY_MAX + 200}
          style={{ flex: 1 }}
          error={
            remaining < 0
              ? `Keep it under ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`
              : undefined
          }
        />
        <Button type="submit" disabled={!sendable} loading={sending}>
          Send
        </Button>
      </Group>
      {remaining >= 0 && remaining < 200 && (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          {remaining} characters left
        </Text>
      )}
    </form>
  );
}
