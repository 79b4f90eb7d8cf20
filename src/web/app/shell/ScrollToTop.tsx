import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { ArrowUpIcon } from '../../components/icons';

// Spec §9: the button appears once the page is scrolled past 300 px.
export const SCROLL_THRESHOLD_PX = 300;

export function ScrollToTop({ focusTargetId }: { focusTargetId: string }) {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top: keep keyboard users' place at the start of the content.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_THRESHOLD_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={toTop}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
