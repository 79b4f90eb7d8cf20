import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '#contracts/search';
import { formatDistance } from '../../components/DishCard';
import { formatMoney } from '../../lib/format';
import { useHandoff, useTakeHandoff, type Handoff } from '../../lib/first-use';
import { quickFoodSearchQuery } from '../../lib/queries/search';
import { useSession } from '../../lib/session';
import { loadLocation } from './location-storage';
import { fullResultsPath, QUICK_SEARCH_DEBOUNCE_MS, quickSearchStatus } from './quick-search';
import { useSearchLocation } from './use-search-location';

/**
 * The top bar's quick search (issue 14 point 8): up to five dishes near the person's search
 * location as they type, as a WAI-ARIA combobox (Mantine's Combobox: role combobox,
 * aria-expanded, aria-controls, aria-activedescendant, arrows move). Enter on a dish opens it,
 * Enter with none chosen opens the full food search for the text; Escape closes, then clears.
 * It replaces the top bar's stand-in on first use (decision 075) and carries on from what the
 * stand-in held (`readHandoff`).
 */
export function QuickSearch({ readHandoff }: { readHandoff?: () => Handoff }) {
  const handoff = useHandoff(readHandoff);
  const navigate = useNavigate();
  const { user } = useSession();
  const [chosen] = useSearchLocation();
  const [value, setValue] = useState(handoff.text);
  const handoffRef = useTakeHandoff(handoff);
  const typed = value.trim().slice(0, SEARCH_TEXT_MAX);
  const [debounced] = useDebouncedValue(typed, QUICK_SEARCH_DEBOUNCE_MS);
  // The option the arrows reached (-1: none), shown selected and named by aria-activedescendant.
  const [activeIndex, setActiveIndex] = useState(-1);
  const optionIdBase = useId();
  const optionId = (i: number) => `${optionIdBase}-dish-${i}`;
  const combobox = useCombobox({ onDropdownClose: () => setActiveIndex(-1) });
  // Text typed into the stand-in before this field arrived is searched for at once.
  useEffect(() => {
    if (handoff.focused && handoff.text.trim()) combobox.openDropdown();
    // Only on arrival: later changes open and close the list themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Guests keep the place on this device, and the search screen may have changed it since this
  // field mounted; signed-in people's place comes from the profile cache the screen updates.
  const location = user ? chosen : (loadLocation() ?? chosen);
  const quick = useQuery({
    ...quickFoodSearchQuery(debounced, location ?? { lat: 0, lon: 0 }),
    enabled: debounced.length > 0 && location !== null,
  });
  const hits = quick.data?.hits ?? [];
  const pending = typed !== debounced || quick.isPending;
  const status = quickSearchStatus({
    hasLocation: location !== null,
    pending,
    error: quick.error,
    hitCount: quick.data ? hits.length : null,
    text: debounced,
  });
  const showHits = location !== null && !pending && !quick.error;

  const activeDescendant =
    combobox.dropdownOpened && showHits && activeIndex >= 0 && activeIndex < hits.length
      ? optionId(activeIndex)
      : undefined;

  const finish = (to: string) => {
    combobox.closeDropdown();
    setValue('');
    void navigate(to);
  };

  // The keys are handled here rather than by Mantine, whose own aria-activedescendant keeps
  // pointing at an option of an earlier search once the list changes.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = showHits ? hits.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!typed) return;
      combobox.openDropdown();
      if (count === 0) return;
      setActiveIndex((i) =>
        event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = combobox.dropdownOpened && activeDescendant ? hits[activeIndex] : undefined;
      finish(hit ? `/dish/${hit.id}` : fullResultsPath(typed));
    } else if (event.key === 'Escape') {
      if (combobox.dropdownOpened) combobox.closeDropdown();
      else setValue('');
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => finish(`/dish/${id}`)}
      withinPortal={false}
      position="bottom-start"
    >
      <Combobox.Target
        withExpandedAttribute
        withKeyboardNavigation={false}
        aria-activedescendant={activeDescendant}
      >
        <TextInput
          ref={handoffRef}
          aria-label="Search dishes"
          placeholder="Search dishes"
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValue(next);
            setActiveIndex(-1);
            if (next.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => {
            if (value.trim()) combobox.openDropdown();
          }}
          onClick={() => {
            if (value.trim()) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          rightSection={location && pending && typed ? <Loader size="xs" /> : null}
          w="100%"
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!typed} miw="min(20rem, calc(100vw - 1rem))">
        {status && (
          <Text size="sm" c="dimmed" px="xs" py={6} role="status">
            {status}
          </Text>
        )}
        <Combobox.Options aria-label="Dishes">
          {showHits &&
            hits.map((hit, i) => (
              <Combobox.Option
                value={hit.id}
                key={hit.id}
                id={optionId(i)}
                selected={i === activeIndex}
                aria-selected={i === activeIndex}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" lineClamp={1}>
                    {hit.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(hit.priceCents)} ·{' '}
                    {formatDistance(hit.distanceKm, hit.distanceRounded)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
