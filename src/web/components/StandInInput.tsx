import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';

/**
 * Mantine's own class names for an input and its wrapper (`Input.classes`, `InputWrapper.classes`
 * of @mantine/core 9; StandInInput.test.ts fails when an upgrade changes them). Naming them here
 * rather than importing Mantine's Input keeps its code out of the first screen.
 */
export const MANTINE_INPUT_CLASSES = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  description: 'm_fe47ce59',
  wrapper: 'm_6c018570',
  section: 'm_82577fc2',
  input: 'm_8fb7ebe7',
} as const;

export interface StandInInputProps {
  /** Reaches the input, so what was typed is handed to the real field (lib/first-use). */
  inputRef: Ref<HTMLInputElement>;
  /** Focus (by keyboard, press or tap) or a pointer over the field: its real code is wanted. */
  onFirstUse: () => void;
  size: 'sm' | 'md';
  placeholder: string;
  /** A visible label, or `aria-label` when the field has none. */
  label?: string;
  'aria-label'?: string;
  description?: string;
  leftSection?: ReactNode;
  maxLength?: number;
  rootStyle?: CSSProperties;
}

/**
 * A plain input laid out and named exactly as the Mantine combobox field that replaces it
 * (decision 075): same classes, size, label, description and section, and the role and state a
 * closed combobox announces, so neither the eye nor a screen reader sees the swap.
 */
export function StandInInput({
  inputRef,
  onFirstUse,
  size,
  placeholder,
  label,
  'aria-label': ariaLabel,
  description,
  leftSection,
  maxLength,
  rootStyle,
}: StandInInputProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const c = MANTINE_INPUT_CLASSES;
  const wrapperStyle = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
  } as CSSProperties;
  return (
    <div className={c.root} data-size={size} style={rootStyle}>
      {label && (
        <label
          className={c.label}
          data-size={size}
          htmlFor={id}
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
        >
          {label}
        </label>
      )}
      {description && (
        <p
          className={c.description}
          data-size={size}
          id={descriptionId}
          style={
            {
              '--input-description-size': `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
            } as CSSProperties
          }
        >
          {description}
        </p>
      )}
      <div
        className={c.wrapper}
        data-variant="default"
        data-size={size}
        data-with-left-section={leftSection ? true : undefined}
        style={wrapperStyle}
      >
        {leftSection && (
          <div data-position="left" className={c.section}>
            {leftSection}
          </div>
        )}
        <input
          ref={inputRef}
          id={id}
          className={c.input}
          data-variant="default"
          placeholder={placeholder}
          aria-label={label ? undefined : ariaLabel}
          aria-describedby={descriptionId}
          maxLength={maxLength}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          onFocus={onFirstUse}
          onPointerEnter={onFirstUse}
        />
      </div>
    </div>
  );
}
