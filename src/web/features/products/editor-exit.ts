import { useNavigate, useParams, useSearchParams } from 'react-router';

export type PortalTab = 'products' | 'menus' | 'modifiers';

/** The wizard's Menus step: editors opened from onboarding (?from=onboarding) return there. */
export const ONBOARDING_MENUS_PATH = '/chef/apply?step=menus';

/** Where an editor goes when it is done: the list's tab, or back to the onboarding wizard. */
export function useEditorExit(tab: PortalTab) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromOnboarding = params.get('from') === 'onboarding';
  const exitPath = fromOnboarding ? ONBOARDING_MENUS_PATH : `/product/list?tab=${tab}`;
  return {
    fromOnboarding,
    exitPath,
    /** Keeps ?from=onboarding on links to other editors. */
    editorSuffix: fromOnboarding ? '?from=onboarding' : '',
    exit: () => void navigate(exitPath),
  };
}

/** The item id of /business/…/:id, or null on …/new. */
export function useEditorItemId(): string | null {
  const { id } = useParams();
  return id && id !== 'new' ? id : null;
}
