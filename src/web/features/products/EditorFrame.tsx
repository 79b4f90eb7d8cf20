import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Anchor, Container, Skeleton, Stack, Title } from '@mantine/core';
import { LoadError } from '../../components/LoadError';
import { errorMessage } from '../../lib/useFormSubmit';
import { useEditorExit, type PortalTab } from './editor-exit';

export type EditorNoun = 'product' | 'menu' | 'modifier';

/** The portal list's tab each editor belongs to (and returns to). */
export const editorTab: Record<EditorNoun, PortalTab> = {
  product: 'products',
  menu: 'menus',
  modifier: 'modifiers',
};

const EditorNounContext = createContext<EditorNoun | null>(null);

/** What the surrounding EditorFrame edits: its <EditorForm> saves and leaves by it. */
export function useEditorNoun(): EditorNoun {
  const noun = useContext(EditorNounContext);
  if (!noun) throw new Error('useEditorNoun outside an EditorFrame');
  return noun;
}

/**
 * The frame of an editor page (/business/{products|menus|modifiers}/{id|new}): Back, the
 * title, and for an existing item its loading and error states before the form, which gets
 * the loaded item (null for a new one).
 */
export function EditorFrame<Loaded, Item>({
  noun,
  id,
  query,
  item,
  children,
}: {
  noun: EditorNoun;
  /** null for a new item. */
  id: string | null;
  query: UseQueryResult<Loaded, unknown>;
  /** The item in the loaded answer. */
  item: (loaded: Loaded) => Item;
  children: (item: Item | null) => ReactNode;
}) {
  const { exitPath } = useEditorExit(editorTab[noun]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={exitPath} size="sm">
          ← Back
        </Anchor>
        <Title order={1}>{id ? `Edit ${noun}` : `New ${noun}`}</Title>
        {id && query.isLoading && (
          <Stack role="status" aria-busy="true" aria-label={`Loading the ${noun}`}>
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Stack>
        )}
        {id && query.isError && (
          <LoadError
            title={`Could not load this ${noun}`}
            message={errorMessage(query.error, 'Check your connection and try again.')}
            onRetry={() => void query.refetch()}
          />
        )}
        <EditorNounContext.Provider value={noun}>
          {!id && children(null)}
          {id && query.data !== undefined && children(item(query.data))}
        </EditorNounContext.Provider>
      </Stack>
    </Container>
  );
}
